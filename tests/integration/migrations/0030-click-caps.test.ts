import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0030 adds a link's click cap and expired URL, and a custom domain's expired URL. Filled at 0029
// with links (some protected, some expired by time) and custom domains in every state: each keeps
// every value, and none gets a cap or an expired URL.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0029_password_links');
});
afterAll(async () => {
  await level?.close();
});

describe(`migration 0030_click_caps (${testEngine})`, () => {
  it('keeps every link and custom domain as they were, with no cap and no expired URL', async () => {
    const pool = level.database.pool;
    await insertAccounts(pool, ['ws-caps', 'ws-domains']);
    await pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, click_count, is_active, expires_at, password_hash)
       SELECT 'ws-caps', 'c' || n, 'localhost', 'https://example.com/' || n, n * 3, n % 4 <> 0,
         CASE WHEN n % 5 = 0 THEN timestamptz '2026-09-01T00:00:00Z' END,
         CASE WHEN n % 6 = 0 THEN 'salt' || n || ':key' END
       FROM generate_series(1, 30) n`,
    );
    await pool.query(
      `INSERT INTO custom_domains (workspace_id, hostname, token, status, root_url, not_found_url, verified_at)
       VALUES ('ws-domains', 'go.brand.example', 't1', 'verified', 'https://brand.example/', 'https://brand.example/404', now()),
              ('ws-domains', 'new.brand.example', 't2', 'pending', null, null, null),
              ('ws-caps', 'old.brand.example', 't3', 'failed', 'https://old.example/', null, null)`,
    );
    const linksBefore = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    const domainsBefore = (await pool.query('SELECT * FROM custom_domains ORDER BY hostname')).rows;

    await level.upgrade('0030_click_caps');

    const linksAfter = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    expect(linksAfter.map(({ max_clicks: _cap, expired_url: _url, ...link }) => link)).toEqual(linksBefore);
    expect(linksAfter.every((link) => link.max_clicks === null && link.expired_url === null)).toBe(true);
    const domainsAfter = (await pool.query('SELECT * FROM custom_domains ORDER BY hostname')).rows;
    expect(domainsAfter.map(({ expired_url: _url, ...domain }) => domain)).toEqual(domainsBefore);
    expect(domainsAfter.every((domain) => domain.expired_url === null)).toBe(true);
  });
});
