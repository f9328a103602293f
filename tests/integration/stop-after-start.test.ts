import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/auth-clients';
import { buildTestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabaseLocation } from './helpers/test-database';

// Stopping the server at any moment after it started, the first second included: nothing may run
// on the database after it closed, and nothing is logged as an error.

const locations: TestDatabaseLocation[] = [];
afterAll(async () => {
  for (const location of locations) await location.dispose();
});

describe('a stop shortly after start', () => {
  it.each([
    { waitMs: 0, jobsAfterBuild: false },
    { waitMs: 300, jobsAfterBuild: false },
    // As main.ts builds it: stopped while the job workers are still starting.
    { waitMs: 0, jobsAfterBuild: true },
  ])(
    'after $waitMs ms (job workers started after the build: $jobsAfterBuild) logs no error and leaves no work behind',
    async ({ waitMs, jobsAfterBuild }) => {
      const lines: { level: number; msg: string; err?: { message?: string } }[] = [];
      const location = await createTestDatabase();
      locations.push(location);
      const t = await buildTestApp({
        location,
        env: { LOG_LEVEL: 'warn' },
        logStream: { write: (line) => void lines.push(JSON.parse(line)) },
        jobsAfterBuild,
      });
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      await t.stop();
      // Anything still running would meet the closed pool within this time.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(
        lines.filter((line) => line.level >= 50).map((line) => `${line.msg}: ${line.err?.message ?? ''}`),
      ).toEqual([]);
    },
  );
});

describe('a stop while requests are on their way', () => {
  it('closes the kept-alive connections of the requests it let finish, at once', async () => {
    const location = await createTestDatabase();
    locations.push(location);
    const t = await buildTestApp({ location });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(t);
    const cookie = user.client.cookieHeader;
    // A browser's page load: several requests, each on a connection kept alive. Those still being
    // answered when the stop begins end after it, and would then sit idle for Fastify's keep-alive
    // time (72 s) with the stop waiting on them, if nothing closed them.
    const arrived = new Promise<void>((resolve) => {
      let count = 0;
      t.app.server.on('request', () => {
        count += 1;
        if (count === 6) resolve();
      });
    });
    const answers = [
      '/api/me',
      '/api/dashboard',
      '/api/notifications',
      '/api/links',
      '/api/me',
      '/api/links',
    ].map((path) => fetch(`${baseUrl}${path}`, { headers: { cookie } }).then((response) => response.status));
    await arrived;
    const started = Date.now();
    await t.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    // Each was answered, as a stop lets requests on their way finish.
    expect(await Promise.all(answers)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ends a live stream asked for as the stop began, whose sign-in check was still on its way', async () => {
    const location = await createTestDatabase();
    locations.push(location);
    const t = await buildTestApp({ location });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(t);
    const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    const stream = fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { cookie: user.client.cookieHeader },
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
    await arrived;
    const started = Date.now();
    await t.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    // Opened, then ended by the stop: the browser's EventSource asks again, elsewhere.
    expect((await stream).status).toBe(200);
  });
});
