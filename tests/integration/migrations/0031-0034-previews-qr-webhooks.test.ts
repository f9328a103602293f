import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0031 adds a link's social preview, the table of uploaded preview images and the plan flag that
// allows them. Filled at 0030 with plans and links (capped, protected, expired): every plan and
// link keeps every value, no link gets a preview, and a plan gets the flag exactly when it sold
// password links. 0032 (QR codes), 0033 (webhooks) and 0034 (webhooks' click queue) are then
// tested on the same database, each filled at the level before (one database built for all:
// each level's build is most of such a test's time).

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0030_click_caps');
});
afterAll(async () => {
  await level?.close();
});

describe(`migration 0031_social_previews (${testEngine})`, () => {
  it('keeps every plan and link as they were, previews none and gives the flag with password links', async () => {
    const pool = level.database.pool;
    await pool.query(
      `INSERT INTO pricing_plans (name, display_name, price, duration, max_shortlinks, password_links)
       VALUES ('agency', '{"en": "Agency", "id": "Agensi"}', 750000, 30, 5000, true)`,
    );
    await insertAccounts(pool, ['ws-previews']);
    await pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, click_count, max_clicks, expired_url, password_hash)
       SELECT 'ws-previews', 's' || n, 'localhost', 'https://example.com/' || n, n, CASE WHEN n % 2 = 0 THEN n * 2 END,
         CASE WHEN n % 3 = 0 THEN 'https://example.com/ended' END, CASE WHEN n % 4 = 0 THEN 'salt:key' END
       FROM generate_series(1, 24) n`,
    );
    const plansBefore = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    const linksBefore = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;

    await level.upgrade('0031_social_previews');

    const plansAfter = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(plansAfter.map(({ custom_previews: _new, ...plan }) => plan)).toEqual(plansBefore);
    expect(plansAfter.map((plan) => [plan.name, plan.custom_previews])).toEqual(
      plansBefore.map((plan) => [plan.name, plan.password_links]),
    );
    expect(plansAfter.some((plan) => plan.custom_previews)).toBe(true);
    expect(plansAfter.some((plan) => !plan.custom_previews)).toBe(true);
    const linksAfter = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    expect(
      linksAfter.map(({ social_title: _t, social_description: _d, social_image: _i, ...link }) => link),
    ).toEqual(linksBefore);
    expect(
      linksAfter.every((link) => !link.social_title && !link.social_description && !link.social_image),
    ).toBe(true);
    expect((await pool.query('SELECT count(*)::int AS n FROM link_preview_images')).rows[0].n).toBe(0);
  });
});

describe(`migration 0032_qr_codes (${testEngine})`, () => {
  it('keeps every link, click and rollup as they were; no design, no scans, and the scans index', async () => {
    const pool = level.database.pool;
    await pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, click_count, social_title)
       SELECT 'ws-previews', 'q' || n, 'localhost', 'https://example.com/q' || n, n * 10, 'Title ' || n
       FROM generate_series(1, 12) n`,
    );
    await pool.query(
      `INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash)
       SELECT s.id, now() - make_interval(hours => n), 'ID', 'mobile', 'Android', 'Chrome', 't.me', n % 5 = 0,
         s.destination_url, CASE WHEN n % 3 = 0 THEN 'rule:a' END, n
       FROM shortlinks s CROSS JOIN generate_series(1, 6) n WHERE s.short_url LIKE 'q%'`,
    );
    await pool.query(
      `INSERT INTO click_rollups_hourly (scope, dim, hour, is_bot, value, clicks, visitors, breakdown)
       SELECT id::text, 0, date_trunc('hour', now()), false, '', 7, 3, '{"1:ID": 7}'::jsonb FROM shortlinks WHERE short_url LIKE 'q%'`,
    );
    await pool.query(
      `INSERT INTO click_rollups_daily (scope, dim, day, is_bot, value, clicks, visitors, breakdown)
       SELECT id::text, 0, current_date, false, '', 7, 3, '{"1:ID": 7}'::jsonb FROM shortlinks WHERE short_url LIKE 'q%'`,
    );
    const read = async () => ({
      links: (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows,
      clicks: (await pool.query('SELECT * FROM clicks ORDER BY link_id, clicked_at')).rows,
      hourly: (await pool.query('SELECT * FROM click_rollups_hourly ORDER BY scope, hour')).rows,
      daily: (await pool.query('SELECT * FROM click_rollups_daily ORDER BY scope, day')).rows,
    });
    const before = await read();
    expect(before.clicks).toHaveLength(72);

    await level.upgrade('0032_qr_codes');

    const after = await read();
    expect(after.links.map(({ qr_design: _d, scan_count: _s, ...link }) => link)).toEqual(before.links);
    expect(after.links.every((link) => link.qr_design === null && link.scan_count === 0)).toBe(true);
    expect(after.clicks.map(({ source: _s, ...click }) => click)).toEqual(before.clicks);
    expect(after.clicks.every((click) => click.source === null)).toBe(true);
    expect(after.hourly).toEqual(before.hourly);
    expect(after.daily).toEqual(before.daily);
    expect((await pool.query('SELECT count(*)::int AS n FROM link_qr_logos')).rows[0].n).toBe(0);
    const index = await pool.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'click_rollups_hourly_scans_idx'`,
    );
    expect(index.rows[0].indexdef).toMatch(/\(scope, hour\) INCLUDE \(is_bot, clicks\) WHERE \(dim = 8\)/);
  });
});

describe(`migration 0033_webhooks (${testEngine})`, () => {
  it('keeps every plan as it was and gives webhooks to the plans with social previews', async () => {
    const pool = level.database.pool;
    await pool.query(`UPDATE pricing_plans SET custom_previews = NOT custom_previews WHERE name = 'medium'`);
    const plansBefore = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    const linksBefore = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;

    await level.upgrade('0033_webhooks');

    const plansAfter = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(plansAfter.map(({ webhooks: _new, ...plan }) => plan)).toEqual(plansBefore);
    expect(plansAfter.map((plan) => [plan.name, plan.webhooks])).toEqual(
      plansBefore.map((plan) => [plan.name, plan.custom_previews]),
    );
    expect(plansAfter.some((plan) => plan.webhooks)).toBe(true);
    expect(plansAfter.some((plan) => !plan.webhooks)).toBe(true);
    expect((await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows).toEqual(linksBefore);
    for (const table of ['webhook_endpoints', 'webhook_messages', 'webhook_deliveries'])
      expect((await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(0);
  });
});

describe(`migration 0034_webhook_clicks (${testEngine})`, () => {
  it('keeps every endpoint as it was and adds the click queue with its partial index', async () => {
    const pool = level.database.pool;
    const { rows: accounts } = await pool.query('SELECT id FROM workspaces ORDER BY id LIMIT 1');
    const workspaceId = accounts[0].id as string;
    await pool.query(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret, enabled)
       VALUES ($1, 'https://a.example/hook', '["link.created"]', 'v1.sealed', true),
              ($1, 'https://b.example/hook', '["link.created","link.clicked"]', 'v1.sealed', false)`,
      [workspaceId],
    );
    const endpointsBefore = (await pool.query('SELECT * FROM webhook_endpoints ORDER BY url')).rows;

    await level.upgrade('0034_webhook_clicks');

    expect((await pool.query('SELECT * FROM webhook_endpoints ORDER BY url')).rows).toEqual(endpointsBefore);
    expect((await pool.query('SELECT count(*)::int AS n FROM webhook_clicks')).rows[0].n).toBe(0);
    const index = await pool.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'webhook_endpoints_clicks_idx'`,
    );
    expect(index.rows[0].indexdef).toMatch(
      /\(workspace_id\) WHERE \(enabled AND \(events @> '\["link.clicked"\]'::jsonb\)\)/,
    );
  });
});
