import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0028 adds the plan flag for the rule conditions beyond country, device, OS and language. Filled
// at 0027 with the seeded plans and an admin's own plan: every plan keeps every value, and each
// gets the new rules exactly when it sold device targeting.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0027_workspace_link_counts');
});
afterAll(async () => {
  await level?.close();
});

describe(`migration 0028_advanced_rules (${testEngine})`, () => {
  it('keeps every plan as it was and gives the new rules to the plans with device targeting', async () => {
    const pool = level.database.pool;
    await pool.query(
      `INSERT INTO pricing_plans (name, display_name, price, duration, max_shortlinks, device_targeting, cloaking_country)
       VALUES ('agency', '{"en": "Agency", "id": "Agensi"}', 750000, 30, 5000, true, false)`,
    );
    await pool.query(`UPDATE pricing_plans SET device_targeting = true WHERE name = 'medium'`);
    const before = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(before.length).toBeGreaterThan(3);

    await level.upgrade('0028_advanced_rules');

    const after = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(after.map(({ advanced_rules: _new, ...plan }) => plan)).toEqual(before);
    expect(after.map((plan) => [plan.name, plan.advanced_rules])).toEqual(
      before.map((plan) => [plan.name, plan.device_targeting]),
    );
    expect(after.some((plan) => plan.advanced_rules)).toBe(true);
    expect(after.some((plan) => !plan.advanced_rules)).toBe(true);
  });
});
