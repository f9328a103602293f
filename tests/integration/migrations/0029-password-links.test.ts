import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0029 adds a link's password and the plan flag that allows setting one. Filled at 0028 with the
// seeded plans, an admin's own plan and links: every plan and link keeps every value, no link gets
// a password, and a plan gets the flag exactly when it sold the advanced rules.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0028_advanced_rules');
});
afterAll(async () => {
  await level?.close();
});

describe(`migration 0029_password_links (${testEngine})`, () => {
  it('keeps every plan and link as they were, protects no link and gives the flag with the advanced rules', async () => {
    const pool = level.database.pool;
    await pool.query(
      `INSERT INTO pricing_plans (name, display_name, price, duration, max_shortlinks, advanced_rules)
       VALUES ('agency', '{"en": "Agency", "id": "Agensi"}', 750000, 30, 5000, true)`,
    );
    await pool.query(`UPDATE pricing_plans SET advanced_rules = true WHERE name = 'medium'`);
    await insertAccounts(pool, ['ws-links']);
    await pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, click_count, is_active, expires_at)
       SELECT 'ws-links', 'p' || n, 'localhost', 'https://example.com/' || n, n, n % 3 <> 0,
         CASE WHEN n % 5 = 0 THEN timestamptz '2026-09-01T00:00:00Z' END
       FROM generate_series(1, 40) n`,
    );
    const plansBefore = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    const linksBefore = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    expect(plansBefore.length).toBeGreaterThan(3);

    await level.upgrade('0029_password_links');

    const plansAfter = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(plansAfter.map(({ password_links: _new, ...plan }) => plan)).toEqual(plansBefore);
    expect(plansAfter.map((plan) => [plan.name, plan.password_links])).toEqual(
      plansBefore.map((plan) => [plan.name, plan.advanced_rules]),
    );
    expect(plansAfter.some((plan) => plan.password_links)).toBe(true);
    expect(plansAfter.some((plan) => !plan.password_links)).toBe(true);
    const linksAfter = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    expect(linksAfter.map(({ password_hash: _new, ...link }) => link)).toEqual(linksBefore);
    expect(linksAfter.every((link) => link.password_hash === null)).toBe(true);
  });
});
