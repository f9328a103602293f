import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0031 adds a link's social preview, the table of uploaded preview images and the plan flag that
// allows them. Filled at 0030 with plans and links (capped, protected, expired): every plan and
// link keeps every value, no link gets a preview, and a plan gets the flag exactly when it sold
// password links.

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
