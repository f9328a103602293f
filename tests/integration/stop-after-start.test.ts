import { afterAll, describe, expect, it } from 'vitest';
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
