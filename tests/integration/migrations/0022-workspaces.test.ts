import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/auth-clients';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 0022 makes the workspace the owner (ADR 0026). Filled at 0021 with 1,000 accounts on several
// plans (trial, paid, expired, basic, an admin, disabled ones) owning 100,000 links, custom and
// watched domains, API keys, Telegram chats, orders and click rollups, the upgrade gives each
// account a personal workspace under its own id with its subscription, makes it the owner, renames
// the owning columns without changing a value, and the new code then serves every account as
// before: its plan, its links, its report, and the links' redirects.

const accounts = 1_000;
const linksPerAccount = 100;
const password = 'correct horse battery staple';
const browserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0';

let level: DatabaseAtLevel;
let app: TestApp | undefined;
beforeAll(async () => {
  level = await databaseAtLevel('0021_telegram_chats');
}, 120_000);
afterAll(async () => {
  if (app) await app.close();
  else await level?.close();
});

/** Account i's plan and its end: trials, paid, expired, basic, in turn. */
const planSql = `CASE i % 4 WHEN 0 THEN 'free' WHEN 1 THEN 'medium' WHEN 2 THEN 'vip' ELSE 'basic' END`;
const expiresSql = `CASE i % 4 WHEN 3 THEN NULL
  WHEN 2 THEN CASE WHEN i % 8 = 2 THEN timestamptz '2025-01-01T00:00:00Z' ELSE timestamptz '2027-06-01T00:00:00Z' END
  ELSE timestamptz '2027-01-01T00:00:00Z' + i * interval '1 hour' END`;

async function fill(pool: DatabaseAtLevel['database']['pool']) {
  const hash = await hashPassword(password);
  await pool.query(`
    INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
    SELECT 'acct-' || i, 'Name ' || i, 'acct' || i || '@example.com', true, now(), now()
    FROM generate_series(1, ${accounts}) i`);
  await pool.query(
    `INSERT INTO auth_account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     SELECT 'cred-' || i, 'acct-' || i, 'credential', 'acct-' || i, $1, now(), now()
     FROM generate_series(1, ${accounts}) i`,
    [hash],
  );
  await pool.query(`
    INSERT INTO users (id, email, username, name, is_admin, subscription_plan, subscription_expires,
                       trial_started_at, timezone, language, theme, disabled_at, disabled_reason,
                       created_at, updated_at)
    SELECT 'acct-' || i, 'acct' || i || '@example.com', 'user' || i, CASE WHEN i % 10 = 0 THEN '' ELSE 'Name ' || i END,
           i = 1, ${planSql}, ${expiresSql},
           CASE WHEN i % 4 = 0 THEN timestamptz '2026-12-25T00:00:00Z' END,
           'Asia/Jakarta', CASE WHEN i % 2 = 0 THEN 'id' ELSE 'en' END, 'dark',
           CASE WHEN i % 250 = 0 THEN timestamptz '2026-07-01T00:00:00Z' END,
           CASE WHEN i % 250 = 0 THEN 'abuse' END,
           timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute', timestamptz '2026-06-01T10:00:00Z'
    FROM generate_series(1, ${accounts}) i`);
  await pool.query(`
    INSERT INTO shortlinks (id, user_id, short_url, domain, destination_url, title, click_count, targeting, created_at)
    SELECT md5('link' || n)::uuid, 'acct-' || (n % ${accounts} + 1), 'mig' || lpad(n::text, 6, '0'), 'localhost',
           'https://example.com/' || n, 'Title ' || n, n % 7,
           CASE WHEN n % 50 = 0 THEN jsonb_build_object('fallback_url', 'https://fallback.example/' || n,
             'rules', jsonb_build_array(), 'rotator', jsonb_build_array()) END,
           timestamptz '2026-02-01T00:00:00Z' + n * interval '1 second'
    FROM generate_series(1, ${accounts * linksPerAccount}) n`);
  await pool.query(`
    INSERT INTO link_imports (user_id, state, columns, ignored_columns, total_rows, valid_rows, invalid_rows, problems)
    SELECT 'acct-' || i, 'done', '{"destination_url": "url"}'::jsonb, '[]'::jsonb, 3, 3, 0, '[]'::jsonb
    FROM generate_series(1, 20) i`);
  await pool.query(`
    INSERT INTO custom_domains (user_id, hostname, token, status, verified_at)
    SELECT 'acct-' || i, 'brand' || i || '.example', 'token' || i,
           CASE WHEN i % 2 = 0 THEN 'verified' ELSE 'pending' END,
           CASE WHEN i % 2 = 0 THEN timestamptz '2026-05-01T00:00:00Z' END
    FROM generate_series(1, 30) i`);
  await pool.query(`
    INSERT INTO watched_domains (user_id, hostname, auto, interval_minutes, state)
    SELECT 'acct-' || i, 'watched' || i || '.example', i % 2 = 0, 60, 'up' FROM generate_series(1, 40) i`);
  await pool.query(`INSERT INTO check_accounts (user_id, paused, notice) VALUES ('acct-3', true, 'clamped')`);
  await pool.query(`
    INSERT INTO api_keys (id, user_id, name, prefix, hash, scopes)
    SELECT 'key-' || i, 'acct-' || i, 'Key ' || i, 'rk_' || i, md5('key' || i), ARRAY['links:read']
    FROM generate_series(1, 10) i`);
  await pool.query(`
    INSERT INTO telegram_chats (user_id, private_chat, group_chat)
    SELECT 'acct-' || i, CASE WHEN i % 2 = 0 THEN '100' || i END, CASE WHEN i % 3 = 0 THEN '-100' || i END
    FROM generate_series(1, 60) i WHERE i % 2 = 0 OR i % 3 = 0`);
  await pool.query(`
    INSERT INTO subscription_notices (user_id, kind, expires_at)
    SELECT 'acct-' || i, 'expiring', timestamptz '2027-01-01T00:00:00Z' FROM generate_series(1, 15) i`);
  await pool.query(`
    INSERT INTO orders (order_id, user_id, plan_name, plan_display_name, plan_duration, amount, method,
                        state, invoice_number, paid_at, expires_at)
    SELECT 'RKS-' || i, CASE WHEN i = 25 THEN NULL ELSE 'acct-' || i END, 'vip',
           '{"en": "VIP", "id": "VIP"}'::jsonb, 30, 350000, 'midtrans', 'paid', 'INV-' || i, now(),
           now() + interval '1 day'
    FROM generate_series(1, 25) i`);
  // Account 2's report: 12 clicks on its link c1 a day ago, under the link and the owner.
  // Both layers, as the ingest and the compaction leave them: the report reads whole UTC days
  // from the daily rollups and the hours at the range's edges from the hourly ones.
  await pool.query(`
    INSERT INTO click_rollups_hourly (scope, dim, hour, is_bot, value, clicks, visitors)
    SELECT scope, 0, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '14 hours', false, '', 12, 5
    FROM (VALUES (md5('link1')::uuid::text), ('u:acct-2')) s(scope)`);
  await pool.query(`
    INSERT INTO click_rollups_daily (scope, dim, day, is_bot, value, clicks, visitors)
    SELECT scope, 0, (now() AT TIME ZONE 'UTC')::date - 1, false, '', 12, 5
    FROM (VALUES (md5('link1')::uuid::text), ('u:acct-2')) s(scope)`);
  await pool.query(`
    INSERT INTO visitor_days (day, visitor_hash, user_id, link_id, first_hour, is_bot)
    VALUES ((now() AT TIME ZONE 'UTC')::date, 42, 'acct-2', md5('link1')::uuid, 3, false)`);
}

/** Every value of a table but the renamed owner column, and that column, ordered. */
async function snapshot(
  pool: DatabaseAtLevel['database']['pool'],
  table: string,
  owner: string,
  key: string,
) {
  const { rows } = await pool.query(`SELECT *, ${owner} AS owner FROM ${table} ORDER BY ${key}`);
  return rows.map((row) => {
    const { user_id: _user, workspace_id: _workspace, ...rest } = row;
    return rest;
  });
}

const owned: [table: string, key: string][] = [
  ['shortlinks', 'id'],
  ['link_imports', 'id'],
  ['custom_domains', 'id'],
  ['watched_domains', 'id'],
  ['check_accounts', 'owner'],
  ['api_keys', 'id'],
  ['subscription_notices', 'owner, kind'],
  ['visitor_days', 'link_id'],
];

describe(`migration 0022_workspaces (${testEngine})`, () => {
  it('gives every account its personal workspace and subscription, and keeps every owned value', async () => {
    const pool = level.database.pool;
    await fill(pool);
    const before = new Map<string, unknown[]>();
    for (const [table, key] of owned) before.set(table, await snapshot(pool, table, 'user_id', key));
    const profileColumns =
      'id, email, username, name, is_admin, trial_started_at, timezone, default_domain, language, theme, disabled_at, disabled_reason, created_at, updated_at';
    const profilesBefore = (await pool.query(`SELECT ${profileColumns} FROM users ORDER BY id`)).rows;
    const subscriptionsBefore = (
      await pool.query(
        `SELECT id, subscription_plan, subscription_expires, CASE WHEN name = '' THEN username ELSE name END AS name,
                username AS slug, created_at FROM users ORDER BY id`,
      )
    ).rows;
    const ordersBefore = (await pool.query('SELECT * FROM orders ORDER BY order_id')).rows;
    const chatsBefore = (await pool.query('SELECT * FROM telegram_chats ORDER BY user_id')).rows;
    const rollupsBefore = (await pool.query('SELECT * FROM click_rollups_hourly ORDER BY scope')).rows;
    const dailyBefore = (await pool.query('SELECT * FROM click_rollups_daily ORDER BY scope')).rows;

    // To 0022 only: 0023 adds columns to api_keys, whose every value this test compares.
    await level.upgrade('0022_workspaces');

    for (const [table, key] of owned) {
      expect(await snapshot(pool, table, 'workspace_id', key), table).toEqual(before.get(table));
    }
    expect((await pool.query(`SELECT ${profileColumns} FROM users ORDER BY id`)).rows).toEqual(
      profilesBefore,
    );
    const workspaces = await pool.query(
      `SELECT id, subscription_plan, subscription_expires, name, slug, created_at FROM workspaces ORDER BY id`,
    );
    expect(workspaces.rows).toEqual(subscriptionsBefore);
    expect((await pool.query('SELECT count(*)::int AS n FROM workspaces WHERE NOT personal')).rows[0].n).toBe(
      0,
    );
    const members = await pool.query(
      `SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = user_id AND role = 'owner'`,
    );
    expect(members.rows[0].n).toBe(accounts);
    expect((await pool.query('SELECT count(*)::int AS n FROM workspace_members')).rows[0].n).toBe(accounts);
    // An order keeps its buyer and names the workspace it was for: the buyer's personal one.
    const orders = await pool.query('SELECT * FROM orders ORDER BY order_id');
    expect(orders.rows.map(({ workspace_id: _w, ...row }) => row)).toEqual(ordersBefore);
    expect(orders.rows.every((row) => row.workspace_id === row.user_id)).toBe(true);
    expect((await pool.query('SELECT * FROM telegram_chats ORDER BY user_id')).rows).toEqual(chatsBefore);
    expect((await pool.query('SELECT * FROM click_rollups_hourly ORDER BY scope')).rows).toEqual(
      rollupsBefore,
    );
    expect((await pool.query('SELECT * FROM click_rollups_daily ORDER BY scope')).rows).toEqual(dailyBefore);
    const columns = await pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'subscription%'`,
    );
    expect(columns.rows).toEqual([]);
  }, 240_000);

  it('serves the upgraded accounts as before: plan, links, report and redirects', async () => {
    // The new code on the upgraded database (the level's connection closed first: PGlite's data
    // directory takes one process).
    await level.database.close();
    app = await buildTestApp({ location: level.location });
    const client = await signIn(app, 'acct2@example.com', password);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    // Account 2's VIP plan ended on 2025-01-01: kept as it was, not active.
    expect(me.body.subscription).toMatchObject({
      plan: 'vip',
      expiresAt: '2025-01-01T00:00:00.000Z',
      active: false,
    });
    const links = await client.get('/api/links');
    expect(links.status).toBe(200);
    expect(links.body.total).toBe(linksPerAccount);
    const report = await client.get('/api/analytics');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals.clicks).toBe(12);
    // Every 997th link redirects to its destination; link 249, account 250's (disabled), answers
    // not-found as before.
    const visited = [249, ...Array.from({ length: 101 }, (_, k) => 1 + k * 997)];
    for (const n of visited) {
      const code = `mig${String(n).padStart(6, '0')}`;
      const answer = await app.app.inject({
        method: 'GET',
        url: `/${code}`,
        headers: { 'user-agent': browserAgent },
      });
      const owner = (n % accounts) + 1;
      if (owner % 250 === 0) expect(answer.statusCode, code).toBe(404);
      else {
        expect(answer.statusCode, code).toBe(302);
        expect(answer.headers.location).toBe(`https://example.com/${n}`);
      }
    }
  }, 240_000);
});
