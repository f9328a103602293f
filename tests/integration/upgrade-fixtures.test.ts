import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { signIn } from './helpers/auth-clients';
import { migrateUpTo } from './helpers/migration-level';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase, testEngine, type TestDatabaseLocation } from './helpers/test-database';

// Upgrades from every released level (issue 44, item 3; ADR 0036). Each fixture is a database
// filled through the API by the code of its level and dumped (scripts/upgrade-fixtures.mjs). Here a
// new database is brought to that level, the dump loaded, and the real upgrade run; then every
// table holds the rows it held (or what a later migration is documented to add), the new code
// redirects every link to its destination, and its reports count every click.

const fixturesDir = join(import.meta.dirname, 'fixtures', 'upgrade');
const migrationsDir = join(import.meta.dirname, '..', '..', 'drizzle');
/** Migrations added in one commit with the next: no level of their own (ADR 0036). */
const releasedWithNext = new Set(['0025_link_tags_folders']);

interface Fixture {
  tag: string;
  /** The day the clicks were made (UTC). */
  made: string;
  password: string;
  counts: Record<string, number>;
  users: { email: string; id: string }[];
  links: { id: string; owner: string; code: string; destination: string; clicks: number }[];
}

const allFixtures: Fixture[] = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')) as Fixture);

/**
 * Each fixture costs 3-10 s on PostgreSQL and 12-30 s on PGlite (a database migrated to its level,
 * the newest app built on it), and CI's budget is nearly spent: by default the oldest level, on
 * which every later migration's data step runs with data the first code wrote, and 0021, the last
 * level before workspaces took over every owner (0022). UPGRADE_LEVELS=all runs every fixture,
 * UPGRADE_LEVELS=0009,0030 those (bench/results.md, "Upgrades from every level").
 */
const chosen = process.env.UPGRADE_LEVELS ?? '0003,0021';
const fixtures =
  chosen === 'all'
    ? allFixtures
    : allFixtures.filter((fixture) => chosen.split(',').includes(fixture.tag.slice(0, 4)));

/** The deployment's secret, as scripts/upgrade-fixtures.mjs started every level: an upgrade keeps it. */
const authSecret = 'fixture-secret-fixture-secret-0123456789';
const browserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0';

/** The migration number of a tag: '0022_workspaces' -> 22. */
const levelOf = (tag: string) => Number(tag.slice(0, 4));

async function publicTables(pool: Pool | Database['pool']): Promise<string[]> {
  const { rows } = await pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

async function rowCounts(pool: Database['pool']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(pool)) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${table}"`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** Empties what the level's migrations seeded (the dump holds those rows too) and loads the dump. */
async function loadDump(database: Database, tag: string): Promise<void> {
  const dump = gunzipSync(readFileSync(join(fixturesDir, `${tag}.sql.gz`))).toString('utf8');
  const client = await database.pool.connect();
  try {
    const tables = await publicTables(client as unknown as Pool);
    await client.query(`TRUNCATE ${tables.map((table) => `public."${table}"`).join(', ')} CASCADE`);
    await client.query(dump);
  } finally {
    // The dump sets the session's search_path to nothing; PGlite has one session for everyone.
    await client.query('RESET ALL');
    client.release();
  }
}

/**
 * The rows each table should hold after the upgrade: the fixture's, plus what a later migration
 * is documented to add or take away. Click rollups are derived from the clicks (0005 backfills
 * them, 0006 and 0010 refold them): their rows are not compared, the reports below are.
 */
const derivedTables = new Set([
  'click_rollups_hourly',
  'click_rollups_daily',
  'visitor_days',
  'visitor_days_by_link',
]);

function expectedCounts(fixture: Fixture, tables: string[]): Record<string, number> {
  const level = levelOf(fixture.tag);
  const expected: Record<string, number> = {};
  for (const table of tables) expected[table] = fixture.counts[table] ?? 0;
  const accounts = fixture.counts.users ?? 0;
  // 0022: every account gets a personal workspace, with itself as its owner.
  if (level < 22) {
    expected.workspaces = accounts;
    expected.workspace_members = accounts;
  }
  // 0027: a count of links per workspace that has any (the personal ones, here).
  if (level < 27) expected.workspace_link_counts = new Set(fixture.links.map((link) => link.owner)).size;
  for (const table of derivedTables) delete expected[table];
  return expected;
}

let database: Database | undefined;
let location: TestDatabaseLocation | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  if (app) await app.close();
  else {
    await database?.close();
    await location?.dispose();
  }
  app = undefined;
  database = undefined;
  location = undefined;
});

describe(`upgrades from every released level (${testEngine})`, () => {
  it('has a fixture for each level of ADR 0036', () => {
    const levels = allFixtures.map((fixture) => fixture.tag.slice(0, 4));
    expect(levels).toEqual(expect.arrayContaining(['0003', '0009', '0018', '0019', '0021', '0026']));
    expect(fixtures.length).toBeGreaterThan(0);
  });

  // Every migration is tested on a database filled at the level before it: a new migration needs
  // the fixture of the newest level it follows (made by that level's own commit).
  it('has a fixture at the level before every migration since 0019', () => {
    const tags = readdirSync(migrationsDir)
      .filter((file) => /^\d{4}_\w+\.sql$/.test(file))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    const made = new Set(allFixtures.map((fixture) => fixture.tag));
    const before = tags.slice(tags.indexOf('0019_account_theme'), -1);
    const missing = before.filter((tag) => !releasedWithNext.has(tag) && !made.has(tag));
    expect(missing, 'make them with `npm run fixtures:upgrade -- <number>` (ADR 0036)').toEqual([]);
  });

  it.each(fixtures.map((fixture) => [fixture.tag, fixture] as const))(
    'upgrades %s, keeping every row, link, redirect and click',
    async (tag, fixture) => {
      location = await createTestDatabase({ bare: true });
      database = await openDatabase({
        databaseUrl: location.databaseUrl,
        dataDir: location.dataDir,
        poolSize: 2,
      });
      await migrateUpTo(database, tag);
      await loadDump(database, tag);
      expect(await rowCounts(database.pool), 'the level as dumped').toEqual(fixture.counts);

      await migrateDatabase(database);
      const after = await rowCounts(database.pool);
      const expected = expectedCounts(fixture, Object.keys(after));
      for (const table of derivedTables) delete after[table];
      expect(after, 'after the upgrade').toEqual(expected);
      await database.close();
      database = undefined;

      app = await buildTestApp({ location, env: { AUTH_SECRET: authSecret } });
      const links = new Map(fixture.links.map((link) => [link.code, link]));

      // Every link and its clicks, as its owner's list shows them (the admin sees everyone's).
      const [admin, ...others] = fixture.users;
      const adminClient = await signIn(app, admin!.email, fixture.password);
      const listed = await adminClient.get('/api/links?all=true');
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      const shown = (
        listed.body.items as { short_url: string; destination_url: string; click_count: number }[]
      )
        .map((link) => [link.short_url, link.destination_url, link.click_count])
        .sort();
      expect(shown).toEqual(fixture.links.map((link) => [link.code, link.destination, link.clicks]).sort());

      // One report: the admin's own links' clicks, over the days around the fixture's.
      const day = (offset: number) =>
        new Date(Date.parse(`${fixture.made}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const report = await adminClient.get(`/api/analytics?range=custom&from=${day(-1)}&to=${day(1)}`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      const own = fixture.links.filter((link) => link.owner === admin!.email);
      expect(report.body.totals.clicks).toBe(own.reduce((sum, link) => sum + link.clicks, 0));
      // And one link of another account, as its owner reads it.
      const other = others.find((user) => fixture.links.some((link) => link.owner === user.email));
      if (other) {
        const link = fixture.links.find((candidate) => candidate.owner === other.email)!;
        const client = await signIn(app, other.email, fixture.password);
        const one = await client.get(
          `/api/analytics?range=custom&from=${day(-1)}&to=${day(1)}&link_id=${link.id}`,
        );
        expect(one.status, JSON.stringify(one.body)).toBe(200);
        expect(one.body.totals.clicks).toBe(link.clicks);
      }

      // A redirect of every link, to its destination.
      for (const [code, link] of links) {
        const visit = await app.app.inject({
          method: 'GET',
          url: `/${code}`,
          headers: { 'user-agent': browserAgent },
        });
        expect([code, visit.statusCode, visit.headers.location]).toEqual([code, 302, link.destination]);
      }
    },
    120_000,
  );
});
