import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { loggableError, registerErrorHandler } from './error-handler';
import { platformTexts } from '../text/i18n';

// A failed query's parameters (a session token, a password hash) never reach the log.

const token = 'session-token-7f3a9c';

function failedQuery() {
  const cause = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
  return new DrizzleQueryError('select * from "session" where "token" = $1', [token], cause);
}

describe('loggableError', () => {
  it("keeps each error's type, code and message, without the query's parameters", () => {
    const logged = loggableError(failedQuery());
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged.chain).toEqual([
      { type: 'Error', message: 'Failed query: select * from "session" where "token" = $1' },
      { type: 'Error', message: 'relation "x" does not exist', code: '42P01' },
    ]);
    expect(logged.stack).toContain('relation "x" does not exist');
  });

  it('logs a thrown value that is not an error as text', () => {
    expect(loggableError('plain')).toEqual({ chain: [{ message: 'plain' }] });
  });
});

describe('the error handler', () => {
  it('answers 500 without internals and logs no parameter of a failed query', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    registerErrorHandler(app, platformTexts);
    app.get('/boom', async () => {
      throw failedQuery();
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('session');
    expect(lines.join('')).toContain('relation \\"x\\" does not exist');
    expect(lines.join('')).not.toContain(token);
  });

  it('tells the user which service did not answer, with 502, and logs it as a warning', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app, platformTexts);
    app.put('/api/admin/telegram', async () => {
      throw new AppError(
        502,
        'upstream_unavailable',
        'Telegram did not answer: connect ECONNREFUSED. Try again.',
      );
    });
    const response = await app.inject({ method: 'PUT', url: '/api/admin/telegram' });
    await app.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'upstream_unavailable',
        message: 'Telegram did not answer: connect ECONNREFUSED. Try again.',
      },
    });
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([40]);
  });
});
