import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { freePort, runServer } from '../e2e/server';
import { serverEnv, sourcesEntry } from './helpers/server-from-sources';
import { buildTestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabaseLocation } from './helpers/test-database';

// main.ts opens the port before the job workers start (ADR 0020): the app answers meanwhile, and
// a job queue that cannot start stops the server instead of leaving it running without its jobs.

const locations: TestDatabaseLocation[] = [];
afterAll(async () => {
  for (const location of locations) await location.dispose();
});

async function newLocation(): Promise<TestDatabaseLocation> {
  const location = await createTestDatabase();
  locations.push(location);
  return location;
}

/** Runs statements on the location's database while no app holds it. */
async function onDatabase(location: TestDatabaseLocation, statements: string[]): Promise<void> {
  const database = await openDatabase({
    databaseUrl: location.databaseUrl,
    dataDir: location.dataDir,
    poolSize: 1,
  });
  try {
    await migrateDatabase(database);
    for (const statement of statements) await database.pool.query(statement);
  } finally {
    await database.close();
  }
}

describe('job workers started after the build', () => {
  it('leave the app answering meanwhile; a job enqueued meanwhile waits for the first install, then runs', async () => {
    const location = await newLocation();
    await onDatabase(location, ['DROP SCHEMA IF EXISTS pgboss CASCADE']);
    const t = await buildTestApp({ location, jobsAfterBuild: true });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // Before pg-boss's tables exist: the enqueue waits for the start that installs them.
      const id = await t.parts.scheduler.enqueue('analytics.retention');
      expect(id).toEqual(expect.any(String));
      await t.jobsStarted;
      await expect
        .poll(
          async () =>
            (await t.database.pool.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id])).rows[0]?.state,
          { timeout: 20_000, interval: 200 },
        )
        .toBe('completed');
    } finally {
      await t.stop();
    }
  });

  describe('a job queue that cannot start', () => {
    let location: TestDatabaseLocation;
    beforeAll(async () => {
      location = await newLocation();
      // pg-boss's schema as a newer or foreign install could leave it: a version table without
      // its functions. Its start fails at its first queue.
      await onDatabase(location, [
        'DROP SCHEMA IF EXISTS pgboss CASCADE',
        'CREATE SCHEMA pgboss',
        'CREATE TABLE pgboss.version (version text, cron_on timestamptz)',
        `INSERT INTO pgboss.version VALUES ('unknown', NULL)`,
      ]);
    });

    it('rejects jobsStarted with its error, and the app still stops cleanly', async () => {
      const t = await buildTestApp({ location, jobsAfterBuild: true });
      try {
        await expect(t.jobsStarted).rejects.toThrow(/pgboss/);
      } finally {
        await t.stop();
      }
    });

    it('is refused by a built app that waits for its jobs', async () => {
      await expect(buildTestApp({ location })).rejects.toThrow(/pgboss/);
    });

    it('makes the server process say why and exit 1 after its port opened', async () => {
      const port = await freePort();
      const server = runServer({
        dataDir: location.dataDir,
        port,
        entry: sourcesEntry,
        env: { ...serverEnv(location, port), LOG_LEVEL: 'info' },
      });
      expect(await server.exited, server.output()).toBe(1);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
      expect(
        lines.map((line) => line.msg),
        server.output(),
      ).toContain(`Ringkas is running on http://localhost:${port}`);
      const fatal = lines.find((line) => line.level === 60);
      expect(fatal?.msg).toBe('the job queue could not start');
      expect(fatal?.err?.message).toMatch(/pgboss/);
    });
  });
});
