import { createServer, type AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('telling an outage from a bug', () => {
  it.each([
    [
      'a refused connection',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
    ],
    [
      'a missing socket',
      withCode('connect ENOENT /tmp/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
    ],
    ['a reset connection', withCode('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'the server shutting down',
      withCode('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['the server starting up', withCode('the database system is starting up', { code: '57P03' })],
    ['a connection exception', withCode('connection failure', { code: '08006' })],
    ['too many connections', withCode('sorry, too many clients already', { code: '53300' })],
    [
      'one of several addresses refused',
      new AggregateError([withCode('x', { code: 'ECONNREFUSED', syscall: 'connect' })]),
    ],
    [
      'a refusal wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], withCode('x', { code: 'ECONNREFUSED', syscall: 'connect' })),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', { code: '23505' })],
    ['a missing column', withCode('column "x" does not exist', { code: '42703' })],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['a file not found', withCode('ENOENT: no such file', { code: 'ENOENT', syscall: 'open' })],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('recognises what pg really throws when nothing listens', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const pool = new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 1_000 });
    try {
      const error = await pool.query('SELECT 1').catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
