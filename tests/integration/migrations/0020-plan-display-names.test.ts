import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFeatures } from '../../../src/shared/plans';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0020 gives plans a display name and feature lines in both languages, orders their plan's display
// name, and takes a deleted buyer's name out of the transfer details of the orders kept. Filled at
// 0019 with the seeded plans (as seeded and as an admin edited them), plans of the admin's own,
// and orders with and without a buyer, every value is carried over.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0019_account_theme');
});
afterAll(async () => {
  await level?.close();
});

const both = (text: string) => ({ en: text, id: text });
const planColumns =
  'id, name, price, original_price, duration, max_shortlinks, auto_rotator, cloaking_country, fallback_url, custom_alias, device_targeting, max_check_domains, max_auto_check_domains, max_custom_domains, min_cron_job, discount, is_popular, archived_at, created_at';
const orderColumns =
  'id, order_id, user_id, plan_name, plan_duration, amount, method, state, snap_token, redirect_url, bank_accounts, reason, gateway_status, invoice_number, paid_at, expires_at, created_at, updated_at';

describe(`migration 0020_plan_display_names (${testEngine})`, () => {
  it('carries every plan and order over, with names and lines in both languages', async () => {
    const pool = level.database.pool;
    // The admin kept one seeded line of vip and added their own; vip_max's lines are all theirs.
    await pool.query(
      `UPDATE pricing_plans SET features = '["15 short links", "Priority support", "Country rules"]'::jsonb, price = 800000 WHERE name = 'vip'`,
    );
    await pool.query(
      `UPDATE pricing_plans SET features = '["Dedicated manager"]'::jsonb WHERE name = 'vip_max'`,
    );
    await pool.query(
      `INSERT INTO pricing_plans (name, price, duration, max_shortlinks, features, archived_at)
       VALUES ('starter_plus', 50000, 30, 10, '["10 links", "Email support"]'::jsonb, NULL),
              ('old_deal', 10000, 7, 2, '[]'::jsonb, '2026-01-02T03:04:05Z')`,
    );
    await pool.query(
      `INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
       VALUES ('buyer-1', 'Budi', 'budi@example.com', true, now(), now())`,
    );
    await pool.query(
      `INSERT INTO users (id, email, username, name, subscription_plan, subscription_expires)
       VALUES ('buyer-1', 'budi@example.com', 'budi', 'Budi', 'medium', '2027-01-01T00:00:00Z')`,
    );
    const transfer = (name: string) => ({
      bank: 'Mandiri',
      account_name: name,
      reference: 'RKS-1',
      transferred_at: '2026-05-01T10:00:00+07:00',
    });
    const bankAccounts = [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Ringkas' }];
    const orders: [string, string | null, string, string, unknown][] = [
      ['RKS-A', 'buyer-1', 'medium', 'bank_transfer', transfer('Budi Santoso')],
      ['RKS-B', null, 'vip', 'bank_transfer', transfer('Sari Wulandari')],
      ['RKS-C', null, 'gone_plan', 'midtrans', null],
      ['RKS-D', 'buyer-1', 'starter_plus', 'midtrans', null],
      ['RKS-E', null, 'free', 'bank_transfer', { bank: 'BRI', transferred_at: '2026-05-01T10:00:00Z' }],
    ];
    for (const [orderId, userId, plan, method, details] of orders) {
      await pool.query(
        `INSERT INTO orders (order_id, user_id, plan_name, plan_duration, amount, method, state, bank_accounts,
                             transfer, reason, invoice_number, paid_at, expires_at)
         VALUES ($1, $2, $3, 30, 350000, $4, 'paid', $5::jsonb, $6::jsonb, 'ok', $7, now(), now() + interval '1 day')`,
        [
          orderId,
          userId,
          plan,
          method,
          JSON.stringify(bankAccounts),
          details && JSON.stringify(details),
          `INV-${orderId}`,
        ],
      );
    }
    const plansBefore = (await pool.query(`SELECT ${planColumns} FROM pricing_plans ORDER BY id`)).rows;
    const ordersBefore = (await pool.query(`SELECT ${orderColumns}, transfer FROM orders ORDER BY order_id`))
      .rows;

    await level.upgrade();

    const plansAfter = (
      await pool.query(`SELECT ${planColumns}, display_name, features FROM pricing_plans ORDER BY id`)
    ).rows;
    expect(plansAfter.map(({ display_name: _name, features: _features, ...rest }) => rest)).toEqual(
      plansBefore,
    );
    const byName = new Map(plansAfter.map((row) => [row.name as string, row]));
    expect(Object.fromEntries([...byName].map(([name, row]) => [name, row.display_name]))).toEqual({
      free: { en: 'Free', id: 'Gratis' },
      medium: { en: 'Medium', id: 'Medium' },
      vip: { en: 'VIP', id: 'VIP' },
      vip_max: { en: 'VIP Max', id: 'VIP Max' },
      starter_plus: both('Starter plus'),
      old_deal: both('Old deal'),
    });
    // Lines still as seeded are replaced by the new seeded lines, which say nothing the limits say.
    expect(byName.get('free')!.features).toEqual(seededFeatures);
    expect(byName.get('medium')!.features).toEqual(seededFeatures);
    // The admin's own lines stay, after the new seeded ones when a seeded line was left.
    expect(byName.get('vip')!.features).toEqual([...seededFeatures, both('Priority support')]);
    expect(byName.get('vip_max')!.features).toEqual([both('Dedicated manager')]);
    expect(byName.get('starter_plus')!.features).toEqual([both('10 links'), both('Email support')]);
    expect(byName.get('old_deal')!.features).toEqual([]);

    const ordersAfter = (
      await pool.query(`SELECT ${orderColumns}, transfer, plan_display_name FROM orders ORDER BY order_id`)
    ).rows;
    expect(ordersAfter.map(({ transfer: _t, plan_display_name: _n, ...rest }) => rest)).toEqual(
      ordersBefore.map(({ transfer: _t, ...rest }) => rest),
    );
    expect(ordersAfter.map((row) => row.plan_display_name)).toEqual([
      { en: 'Medium', id: 'Medium' },
      { en: 'VIP', id: 'VIP' },
      both('Gone plan'),
      both('Starter plus'),
      { en: 'Free', id: 'Gratis' },
    ]);
    // A buyer's name stays while the buyer does; a deleted buyer's goes, the rest of it stays.
    expect(ordersAfter.map((row) => row.transfer)).toEqual([
      transfer('Budi Santoso'),
      { ...transfer('Sari Wulandari'), account_name: null },
      null,
      null,
      { bank: 'BRI', transferred_at: '2026-05-01T10:00:00Z' },
    ]);
  });
});
