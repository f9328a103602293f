import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0021 moves Telegram's chat ids from the profile's row (users.telegram_id, telegram_group_id) to
// the telegram module's own table. Filled at 0020 with accounts on several plans (trial, paid,
// expired, basic, an admin, a disabled one), each with a private chat, a group, both or neither,
// their Telegram choices and orders, every value is carried over and the chats are where they were.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0020_plan_display_names');
});
afterAll(async () => {
  await level?.close();
});

const profileColumns =
  'id, email, username, name, is_admin, subscription_plan, subscription_expires, trial_started_at, timezone, default_domain, language, theme, disabled_at, disabled_reason, created_at, updated_at';
const orderColumns =
  'id, order_id, user_id, plan_name, plan_display_name, plan_duration, amount, method, state, transfer, invoice_number, paid_at, expires_at, created_at';

// id, plan, expires, admin, disabled, private chat, group chat
const accounts: [string, string, string | null, boolean, boolean, string | null, string | null][] = [
  ['trial-1', 'free', '2027-01-08T00:00:00Z', false, false, '1001', null],
  ['paid-1', 'medium', '2027-02-01T00:00:00Z', false, false, null, '-100200'],
  ['paid-2', 'vip', '2027-03-01T00:00:00Z', false, false, '1003', '-100300'],
  ['expired-1', 'vip_max', '2025-01-01T00:00:00Z', false, false, '1004', null],
  ['basic-1', 'basic', null, false, false, null, null],
  ['admin-1', 'basic', null, true, false, '1006', '-100600'],
  ['disabled-1', 'medium', '2027-04-01T00:00:00Z', false, true, '1007', null],
];

describe(`migration 0021_telegram_chats (${testEngine})`, () => {
  it("moves every account's chats to telegram_chats and carries every other value over", async () => {
    const pool = level.database.pool;
    for (const [id, plan, expires, admin, disabled, privateChat, groupChat] of accounts) {
      await pool.query(
        `INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
         VALUES ($1, $1, $1 || '@example.com', true, now(), now())`,
        [id],
      );
      await pool.query(
        `INSERT INTO users (id, email, username, name, is_admin, subscription_plan, subscription_expires,
                            trial_started_at, telegram_id, telegram_group_id, timezone, language, theme,
                            disabled_at, disabled_reason, updated_at)
         VALUES ($1, $1 || '@example.com', $1, 'Name ' || $1, $2, $3, $4, $5, $6, $7, 'Asia/Jakarta', 'id',
                 'dark', $8, $9, '2026-06-01T10:00:00Z')`,
        [
          id,
          admin,
          plan,
          expires,
          plan === 'free' ? '2027-01-01T00:00:00Z' : null,
          privateChat,
          groupChat,
          disabled ? '2026-07-01T00:00:00Z' : null,
          disabled ? 'abuse' : null,
        ],
      );
    }
    await pool.query(
      `INSERT INTO telegram_preferences (user_id, events) VALUES ('paid-2', '{"announcements": false}'::jsonb)`,
    );
    for (const [orderId, userId, plan] of [
      ['RKS-1', 'paid-1', 'medium'],
      ['RKS-2', 'paid-2', 'vip'],
      ['RKS-3', null, 'vip'],
    ] as const) {
      await pool.query(
        `INSERT INTO orders (order_id, user_id, plan_name, plan_display_name, plan_duration, amount, method,
                             state, invoice_number, paid_at, expires_at)
         VALUES ($1, $2, $3, '{"en": "Plan", "id": "Paket"}'::jsonb, 30, 350000, 'midtrans', 'paid', 'INV-' || $1,
                 now(), now() + interval '1 day')`,
        [orderId, userId, plan],
      );
    }
    const profilesBefore = (await pool.query(`SELECT ${profileColumns} FROM users ORDER BY id`)).rows;
    const ordersBefore = (await pool.query(`SELECT ${orderColumns} FROM orders ORDER BY order_id`)).rows;
    const preferencesBefore = (await pool.query('SELECT * FROM telegram_preferences ORDER BY user_id')).rows;

    // To 0021 only: 0022 moves the subscription columns this test reads to the workspaces.
    await level.upgrade('0021_telegram_chats');

    expect((await pool.query(`SELECT ${profileColumns} FROM users ORDER BY id`)).rows).toEqual(
      profilesBefore,
    );
    expect((await pool.query(`SELECT ${orderColumns} FROM orders ORDER BY order_id`)).rows).toEqual(
      ordersBefore,
    );
    expect((await pool.query('SELECT * FROM telegram_preferences ORDER BY user_id')).rows).toEqual(
      preferencesBefore,
    );
    const chats = await pool.query(
      'SELECT user_id, private_chat, group_chat, updated_at FROM telegram_chats ORDER BY user_id',
    );
    expect(chats.rows).toEqual(
      accounts
        .filter(([, , , , , privateChat, groupChat]) => privateChat !== null || groupChat !== null)
        .map(([id, , , , , privateChat, groupChat]) => ({
          user_id: id,
          private_chat: privateChat,
          group_chat: groupChat,
          updated_at: new Date('2026-06-01T10:00:00Z'),
        }))
        .sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    const columns = await pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'telegram%'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
