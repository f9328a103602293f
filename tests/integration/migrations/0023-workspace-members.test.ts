import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 0023 adds invitations, seats (pricing_plans.max_members), whether a member takes the
// workspace's notices, and the API keys' role and maker.
// Filled at 0022 with the seeded plans and one an admin made, accounts with personal workspaces
// and keys (live, revoked, expired), every value is carried over: the spec's plans get 1, 3, 10 and
// unlimited seats, the admin's plan 1; a key acts as its workspace's owner, made by the account of
// the same id; and the upgraded key still reaches its links through the new code.

let level: DatabaseAtLevel;
let app: TestApp | undefined;
beforeAll(async () => {
  level = await databaseAtLevel('0022_workspaces');
});
afterAll(async () => {
  if (app) await app.close();
  else await level?.close();
});

const liveKey = `rk_${randomBytes(32).toString('base64url')}`;
const accounts = 6;

async function fill(pool: Pool) {
  await pool.query(`
    INSERT INTO pricing_plans (name, price, duration, max_shortlinks, display_name)
    VALUES ('agency', 900000, 30, 100, '{"en": "Agency", "id": "Agensi"}'::jsonb)`);
  for (let n = 1; n <= accounts; n++) {
    const id = `acct-${n}`;
    await pool.query(
      `INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
       VALUES ($1, $1, $1 || '@example.com', true, now(), now())`,
      [id],
    );
    await pool.query(
      `INSERT INTO users (id, email, username, name) VALUES ($1, $1 || '@example.com', $1, $1)`,
      [id],
    );
    await pool.query(
      `INSERT INTO workspaces (id, name, slug, personal, subscription_plan, subscription_expires)
       VALUES ($1, $1, $1, true, 'vip', now() + interval '30 days')`,
      [id],
    );
    await pool.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $1, 'owner')`, [
      id,
    ]);
  }
  await pool.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url)
     VALUES ('acct-1', 'keyed1', 'localhost', 'https://example.com/keyed')`,
  );
  await pool.query(
    `INSERT INTO api_keys (id, workspace_id, name, prefix, hash, scopes, created_at, expires_at, last_used_at, revoked_at)
     VALUES ('key-live', 'acct-1', 'Live', $1, $2, ARRAY['links:read'], '2026-03-01T00:00:00Z', NULL, '2026-04-01T00:00:00Z', NULL),
            ('key-revoked', 'acct-2', 'Revoked', 'rk_revoked', 'h2', ARRAY['links:read','links:write'], '2026-03-02T00:00:00Z', NULL, NULL, '2026-03-05T00:00:00Z'),
            ('key-expired', 'acct-3', 'Expired', 'rk_expired', 'h3', ARRAY['analytics:read'], '2026-03-03T00:00:00Z', '2026-03-04T00:00:00Z', NULL, NULL)`,
    [liveKey.slice(0, 11), createHash('sha256').update(liveKey).digest('hex')],
  );
}

describe(`migration 0023_workspace_members (${testEngine})`, () => {
  it('gives each plan its seats and each key its role and maker, and keeps every value', async () => {
    const pool = level.database.pool;
    await fill(pool);
    const plansBefore = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    const keysBefore = (await pool.query('SELECT * FROM api_keys ORDER BY id')).rows;
    const membersBefore = (await pool.query('SELECT * FROM workspace_members ORDER BY workspace_id')).rows;

    await level.upgrade('0023_workspace_members');

    const plans = (await pool.query('SELECT * FROM pricing_plans ORDER BY name')).rows;
    expect(plans.map(({ max_members: _seats, ...row }) => row)).toEqual(plansBefore);
    expect(Object.fromEntries(plans.map((row) => [row.name, row.max_members]))).toEqual({
      agency: 1,
      free: 1,
      medium: 3,
      vip: 10,
      vip_max: null,
    });
    const keys = (await pool.query('SELECT * FROM api_keys ORDER BY id')).rows;
    expect(keys.map(({ role: _role, created_by: _maker, ...row }) => row)).toEqual(keysBefore);
    expect(keys.map((row) => [row.id, row.role, row.created_by])).toEqual([
      ['key-expired', 'owner', 'acct-3'],
      ['key-live', 'owner', 'acct-1'],
      ['key-revoked', 'owner', 'acct-2'],
    ]);
    expect((await pool.query('SELECT count(*)::int AS n FROM workspace_invitations')).rows[0].n).toBe(0);
    // Every member takes the workspace's notices, as its account took them all.
    const members = (await pool.query('SELECT * FROM workspace_members ORDER BY workspace_id')).rows;
    expect(members.map(({ notices: _notices, ...row }) => row)).toEqual(membersBefore);
    expect(members.every((row) => row.notices === true)).toBe(true);
  });

  it('lets an upgraded key reach its workspace’s links through the new code', async () => {
    await level.database.close();
    app = await buildTestApp({ location: level.location });
    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/links',
      headers: { authorization: `Bearer ${liveKey}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((link: { short_url: string }) => link.short_url)).toEqual(['keyed1']);
    const plans = await app.app.inject({ method: 'GET', url: '/api/plans' });
    expect(
      plans.json().map((plan: { name: string; max_members: number | null }) => [plan.name, plan.max_members]),
    ).toEqual(
      expect.arrayContaining([
        ['free', 1],
        ['vip_max', null],
      ]),
    );
  });
});
