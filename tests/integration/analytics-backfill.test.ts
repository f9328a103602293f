import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/migrate';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Migration 0005 rolls up the clicks recorded before rollups existed. Its backfill, with the fold
// of migration 0010 after it, must produce exactly what the ingest flush produces for the same
// clicks. (Its last statement fills the visitor table in the shape 0006 replaced; 0006 carries
// those rows over.)

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

async function rollups() {
  const read = async (table: string, bucket: string) =>
    (
      await t.database.pool.query(
        `SELECT scope, dim, ${bucket}::text AS bucket, is_bot, value, clicks, visitors, breakdown FROM ${table}
         ORDER BY scope, dim, ${bucket}, is_bot, value`,
      )
    ).rows;
  return {
    hourly: await read('click_rollups_hourly', 'hour'),
    daily: await read('click_rollups_daily', 'day'),
  };
}

describe('the rollup backfill of migration 0005', () => {
  it('equals, once folded by migration 0010, what the ingest flush wrote for the same clicks', async () => {
    const owner = clients.subscribed;
    const links: string[] = [];
    for (const title of ['One', 'Two']) {
      links.push(
        (await owner.client.post('/api/links', { destination_url: 'https://example.com/', title })).body.id,
      );
    }
    const start = Date.parse('2026-10-30T20:00:00Z');
    for (let index = 0; index < 240; index += 1) {
      t.parts.analytics.ingest.record({
        linkId: links[index % 2]!,
        at: start + index * 17 * 60_000,
        ip: `36.66.5.${(index % 12) + 1}`,
        userAgent: agents[index % 3],
        referer: index % 4 === 0 ? 'https://t.co/x' : undefined,
        countryHint: index % 5 === 0 ? null : ['ID', 'US'][index % 2]!,
        destination: 'https://example.com/',
        choice: null,
        scan: false,
      });
    }
    await t.parts.analytics.ingest.flush();
    const written = await rollups();
    expect(written.hourly.length).toBeGreaterThan(100);
    expect(written.hourly.some((row) => row.visitors > 0)).toBe(true);
    expect(written.hourly.some((row) => Object.keys(row.breakdown ?? {}).length > 5)).toBe(true);

    const migration = await readFile(join(migrationsFolder, '0005_analytics_rollups.sql'), 'utf8');
    const backfill = migration
      .slice(migration.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement && !statement.startsWith('INSERT INTO "visitor_days"'))
      // Written when a link's owner was its account (user_id); since 0022 it is its workspace.
      .map((statement) => statement.replaceAll('s.user_id', 's.workspace_id'));
    // 0010's fold of the breakdown rows into their totals' rows (its data statements).
    const fold = (await readFile(join(migrationsFolder, '0010_analytics_folded_breakdowns.sql'), 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) =>
        statement
          .trim()
          .replace(/^(--.*\n)+/, '')
          .trim(),
      )
      .filter((statement) => /^(UPDATE|DELETE)/.test(statement));
    expect(fold).toHaveLength(4);
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM click_rollups_hourly');
      await client.query('DELETE FROM click_rollups_daily');
      for (const statement of [...backfill, ...fold]) await client.query(statement);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await rollups()).toEqual(written);
  });
});
