import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Every account has a personal workspace under its own id (ADR 0026): made in the account's own
// transaction with its trial, owned by it, and deleted with it together with all it owns.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function workspaceRow(id: string) {
  const { rows } = await t.database.pool.query(
    'SELECT id, name, slug, personal, subscription_plan, subscription_expires FROM workspaces WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

describe('personal workspaces', () => {
  it("makes one with a new account, under the account's id, with its trial and the account as owner", async () => {
    const account = await signUp(t, { email: uniqueEmail('personal'), name: 'Personal Person' });
    const row = await workspaceRow(account.id);
    expect(row).toMatchObject({
      id: account.id,
      name: 'Personal Person',
      personal: true,
      subscription_plan: 'free',
    });
    expect(row.subscription_expires.getTime()).toBeGreaterThan(Date.now());
    expect(await t.parts.workspaces.roleOf(account.id, account.id)).toBe('owner');
    expect(await t.parts.workspaces.membershipsOf(account.id)).toEqual([
      { id: account.id, name: 'Personal Person', slug: row.slug, logo: null, personal: true, role: 'owner' },
    ]);
    const me = await account.client.get('/api/me');
    expect(me.body.subscription.plan).toBe('free');
  });

  it('gives the username as the slug, with a number when a workspace holds it already', async () => {
    const first = await signUp(t, { email: 'slugged@example.com' });
    const firstRow = await workspaceRow(first.id);
    // A workspace that holds the next account's username as its slug (as a team's may).
    await t.database.pool.query(
      `INSERT INTO workspaces (id, name, slug) VALUES ('team-slug-holder', 'Team', 'slugged-team')`,
    );
    const second = await signUp(t, { email: 'slugged-team@example.com' });
    expect(firstRow.slug).toBe('slugged');
    expect((await workspaceRow(second.id)).slug).toBe('slugged-team2');
  });

  it('is no member of a workspace it does not belong to', async () => {
    const account = await signUp(t, { email: uniqueEmail('outsider') });
    const other = await signUp(t, { email: uniqueEmail('insider') });
    expect(await t.parts.workspaces.roleOf(other.id, account.id)).toBeNull();
    expect(await t.parts.workspaces.roleOf('no-such-workspace', account.id)).toBeNull();
  });

  it('goes with its account, and takes what it owns along', async () => {
    const admin = await signUp(t, { email: uniqueEmail('deleting-admin') });
    await t.database.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const doomed = await signUp(t, { email: uniqueEmail('doomed') });
    const created = await doomed.client.post('/api/links', { destination_url: 'https://example.com/doomed' });
    expect(created.status).toBe(201);
    await t.database.pool.query(
      `INSERT INTO watched_domains (workspace_id, hostname) VALUES ($1, 'doomed.example')`,
      [doomed.id],
    );
    const removed = await admin.client.delete(`/api/admin/users/${doomed.id}`);
    expect(removed.status).toBe(200);
    expect(await workspaceRow(doomed.id)).toBeNull();
    const left = await t.database.pool.query(
      `SELECT (SELECT count(*) FROM shortlinks WHERE workspace_id = $1)::int AS links,
              (SELECT count(*) FROM watched_domains WHERE workspace_id = $1)::int AS watched,
              (SELECT count(*) FROM workspace_members WHERE user_id = $1)::int AS memberships`,
      [doomed.id],
    );
    expect(left.rows[0]).toEqual({ links: 0, watched: 0, memberships: 0 });
  });
});
