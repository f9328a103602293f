import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { describePlan, migrationPlan } from '../../src/server/db/migration-plan';
import { databaseAtLevel, type DatabaseAtLevel } from './helpers/migration-level';
import { serverEnv, sourcesEntry } from './helpers/server-from-sources';
import { createTestDatabase, testEngine } from './helpers/test-database';

// `npm run cli -- migrate --dry-run` (issue 44): what an upgrade would apply, read from the
// database's own record of its migrations, with nothing changed; then the upgrade applies exactly
// that list.

const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0033_webhooks');
});
afterAll(async () => {
  await level?.close();
});

const appliedCount = async () =>
  Number(
    (await level.database.pool.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0].n,
  );

describe(`migration plan (${testEngine})`, () => {
  it('lists the migrations after the database level with their statements, and changes nothing', async () => {
    const before = await appliedCount();
    const plan = await migrationPlan(level.database);
    const at = tags.indexOf('0033_webhooks');
    expect(plan).toMatchObject({ current: '0033_webhooks', applied: at + 1, total: tags.length });
    expect(plan.pending.map((migration) => migration.tag)).toEqual(tags.slice(at + 1));
    expect(plan.pending[0]!.statements[0]).toMatch(/^CREATE TABLE "webhook_clicks"/);
    expect(await appliedCount()).toBe(before);
    const table = await level.database.pool.query("SELECT to_regclass('webhook_clicks')::text AS found");
    expect(table.rows[0].found).toBeNull();

    const printed = describePlan(plan);
    expect(printed).toContain(
      `The database is at 0033_webhooks (${at + 1} of ${tags.length} migrations applied).`,
    );
    expect(printed).toContain(`An upgrade would apply ${tags.length - at - 1}, in this order:`);
    expect(printed).toContain('  0034_webhook_clicks (');
    expect(printed).toContain('    CREATE TABLE "webhook_clicks" (');

    // The upgrade applies exactly what the plan listed.
    await level.upgrade();
    expect(await appliedCount()).toBe(before + plan.pending.length);
    const after = await migrationPlan(level.database);
    expect(after).toMatchObject({ current: tags.at(-1), applied: tags.length, pending: [] });
    expect(describePlan(after)).toContain('Nothing to apply.');
  });

  it('lists every migration for a database that has none', async () => {
    const location = await createTestDatabase({ bare: true });
    const database = await openDatabase({
      databaseUrl: location.databaseUrl,
      dataDir: location.dataDir,
      poolSize: 1,
    });
    try {
      const plan = await migrationPlan(database);
      expect(plan).toMatchObject({ current: null, applied: 0, total: tags.length });
      expect(plan.pending.map((migration) => migration.tag)).toEqual(tags);
      expect(describePlan(plan)).toMatch(/^The database has no migrations applied \(\d+ in this version\)\./);
    } finally {
      await database.close();
      await location.dispose();
    }
  });
});

describe('npm run cli -- migrate --dry-run', () => {
  it('prints the plan and exits 0', async () => {
    const location = await createTestDatabase({ bare: true });
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [...sourcesEntry.slice(0, 2), 'src/server/cli.ts', 'migrate', '--dry-run'],
        {
          env: {
            ...process.env,
            ...serverEnv(location, 3000),
            DATA_DIR: location.dataDir,
          },
        },
      );
      expect(stdout).toContain('An upgrade would apply');
      expect(stdout).toContain(tags.at(-1));
      expect(stdout).toContain('Nothing was changed.');
    } finally {
      await location.dispose();
    }
  }, 60_000);
});
