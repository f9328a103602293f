import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { freePort, runServer } from '../e2e/server';
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

describe('job workers started after the build', () => {
  it('leave the app answering meanwhile, and then run', async () => {
    const t = await buildTestApp({ location: await newLocation(), jobsAfterBuild: true });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      await t.jobsStarted;
      // A job the workers know, taken once they run.
      expect(await t.parts.scheduler.enqueue('analytics.retention')).toEqual(expect.any(String));
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
      const database = await openDatabase({
        databaseUrl: location.databaseUrl,
        dataDir: location.dataDir,
        poolSize: 1,
      });
      try {
        await migrateDatabase(database);
        await database.pool.query(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
        await database.pool.query(`CREATE SCHEMA pgboss`);
        await database.pool.query(`CREATE TABLE pgboss.version (version text, cron_on timestamptz)`);
        await database.pool.query(`INSERT INTO pgboss.version VALUES ('unknown', NULL)`);
      } finally {
        await database.close();
      }
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
        entry: ['--import', 'tsx', 'src/server/main.ts'],
        env: {
          PUBLIC_URL: `http://localhost:${port}`,
          ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
          AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
          WEB_DIST_DIR: join(location.dataDir, 'web'),
          LOG_LEVEL: 'info',
        },
      });
      expect(await server.exited, server.output()).toBe(1);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
      expect(lines.map((line) => line.msg), server.output()).toContain(`Ringkas is running on http://localhost:${port}`);
      const fatal = lines.find((line) => line.level === 60);
      expect(fatal?.msg).toBe('the job queue could not start');
      expect(fatal?.err?.message).toMatch(/pgboss/);
    });
  });
});
