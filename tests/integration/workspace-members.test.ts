import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceHeader, type WorkspaceRole } from '../../src/shared/workspaces';
import { extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { anonymousClient, signIn, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A team's workspace and its people (ADR 0026): making one, its settings, invitations by email
// (the SMTP fake receives them), seats counted from the plan, roles given and taken under the
// owner rules, leaving and removal, deletion with a typed confirmation.

let t: TestApp;
let smtp: FakeSmtp;
let owner: SignedInClient;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  owner = await signUp(t, { email: uniqueEmail('owner'), name: 'Olivia Owner' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function inTeam(client: SignedInClient, team: string, method: string, url: string, body?: unknown) {
  return client.client.request(method as 'GET', url, body, { [workspaceHeader]: team });
}

async function newTeam(slug: string, plan: string | null = 'vip'): Promise<string> {
  const created = await owner.client.post('/api/workspaces', { name: `Team ${slug}`, slug });
  expect(created.status).toBe(201);
  if (plan) {
    await t.database.pool.query(
      `UPDATE workspaces SET subscription_plan = $2, subscription_expires = now() + interval '30 days' WHERE id = $1`,
      [created.body.id, plan],
    );
  }
  return created.body.id as string;
}

/** Invites an address; answers the invitation and the token its mail carries. */
async function invite(team: string, email: string, role: WorkspaceRole, by = owner) {
  const sent = await inTeam(by, team, 'POST', '/api/workspace/invitations', { email, role });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const mail = await smtp.waitFor(
    (message) => message.to.includes(email) && message.text.includes('/invite/'),
  );
  return { invitation: sent.body, token: extractLink(mail).split('/invite/')[1]!, mail };
}

async function join(team: string, role: WorkspaceRole, label: string = role): Promise<SignedInClient> {
  const email = uniqueEmail(label);
  const { token } = await invite(team, email, role);
  const person = await signUp(t, { email, name: `Person ${label}` });
  const accepted = await person.client.post(`/api/invitations/${token}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  smtp.messages.length = 0;
  return person;
}

describe('a team workspace', () => {
  it('is made by an account, which owns it, with its slug checked', async () => {
    const created = await owner.client.post('/api/workspaces', { name: 'Acme Shop', slug: 'Acme-Shop' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme Shop',
      slug: 'acme-shop',
      personal: false,
      role: 'owner',
    });
    const list = (await owner.client.get('/api/workspaces')).body.items;
    expect(list.map((workspace: { slug: string }) => workspace.slug)).toEqual([list[0].slug, 'acme-shop']);
    expect(list[0]).toMatchObject({ id: owner.id, personal: true });

    const taken = await owner.client.post('/api/workspaces', { name: 'Again', slug: 'acme-shop' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ slug: 'Another workspace uses this slug.' });
    const bad = await owner.client.post('/api/workspaces', { name: '', slug: '-x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'slug']);

    // A new team has no plan: no seat to invite into until one is bought for it.
    const current = await inTeam(owner, created.body.id, 'GET', '/api/workspace');
    expect(current.body).toMatchObject({ plan: 'basic', members: 1, pending_invitations: 0, seats: 0 });
    const refused = await inTeam(owner, created.body.id, 'POST', '/api/workspace/invitations', {
      email: uniqueEmail('nobody'),
      role: 'member',
    });
    expect(refused.status).toBe(409);
  });

  it('changes its name, slug and logo for an admin, not a member', async () => {
    const team = await newTeam('settings-team');
    const admin = await join(team, 'admin');
    const member = await join(team, 'member');
    const logo = `data:image/png;base64,${Buffer.from('png').toString('base64')}`;
    const changed = await inTeam(admin, team, 'PATCH', '/api/workspace', {
      name: 'Renamed',
      slug: 'renamed-team',
      logo,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Renamed',
      slug: 'renamed-team',
      logo,
      role: 'admin',
      members: 3,
      seats: 10,
    });
    expect((await inTeam(member, team, 'PATCH', '/api/workspace', { name: 'Mine' })).status).toBe(403);
    // The account's /api/me tells the plan of the workspace its tab is in, when a member there.
    const meInTeam = await inTeam(member, team, 'GET', '/api/me');
    expect(meInTeam.body.subscription).toMatchObject({ plan: 'vip', active: true });
    expect(meInTeam.body.entitlements.maxMembers).toBe(10);
    expect(meInTeam.body.profile.id).toBe(member.id);
    expect((await member.client.get('/api/me')).body.subscription.plan).toBe('free');
    const outsider = await signUp(t, { email: uniqueEmail('outside') });
    expect((await inTeam(outsider, team, 'GET', '/api/me')).body.subscription.plan).toBe('free');
    const badLogo = await inTeam(admin, team, 'PATCH', '/api/workspace', {
      logo: 'data:text/html;base64,AAAA',
    });
    expect(badLogo.status).toBe(400);
    expect(badLogo.body.error.fields.logo).toBe('Choose a PNG, JPEG or WebP image.');
    const personalSlug = (await owner.client.get('/api/workspace')).body.slug;
    const clash = await inTeam(admin, team, 'PATCH', '/api/workspace', { slug: personalSlug });
    expect(clash.status).toBe(409);
  });
});

describe('invitations', () => {
  it('are mailed, shown to anyone with the link, accepted once by the invited address', async () => {
    const team = await newTeam('invite-team');
    const email = uniqueEmail('colleague');
    const { invitation, token, mail } = await invite(team, email, 'member');
    expect(invitation).toMatchObject({ email, role: 'member', invited_by: 'Olivia Owner' });
    expect(mail.subject).toBe('Olivia Owner invited you to Team invite-team on Ringkas');

    const preview = await anonymousClient(t).get(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ workspace: { name: 'Team invite-team' }, email, role: 'member' });

    const stranger = await signUp(t, { email: uniqueEmail('stranger') });
    const wrong = await stranger.client.post(`/api/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(
      `This invitation is for ${email}. Sign in with that address to accept it.`,
    );

    const colleague = await signUp(t, { email });
    expect((await inTeam(colleague, team, 'GET', '/api/links')).status).toBe(404);
    const accepted = await colleague.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.body).toMatchObject({ id: team, role: 'member', personal: false });
    expect((await inTeam(colleague, team, 'GET', '/api/links')).status).toBe(200);
    expect((await colleague.client.post(`/api/invitations/${token}/accept`)).status).toBe(404);
    expect((await anonymousClient(t).get(`/api/invitations/${token}`)).status).toBe(404);

    const members = await inTeam(owner, team, 'GET', '/api/workspace/members');
    expect(
      members.body.items.map((member: { email: string; role: string }) => [member.email, member.role]),
    ).toEqual([
      [owner.email, 'owner'],
      [email, 'member'],
    ]);
    expect(members.body.invitations).toEqual([]);
    const audit = await t.database.pool.query(
      `SELECT action FROM audit_log WHERE target IN ($1, $2) ORDER BY created_at`,
      [`workspace:${team}`, `user:${colleague.id}`],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['workspace.invite', 'workspace.member.add']);
  });

  it('hold a seat from when they are sent, and refuse a second one to the same address', async () => {
    const team = await newTeam('seat-team', 'medium'); // 3 seats
    const first = uniqueEmail('first');
    await invite(team, first, 'viewer');
    const again = await inTeam(owner, team, 'POST', '/api/workspace/invitations', {
      email: first,
      role: 'viewer',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ email: 'This address is invited already.' });
    const second = await invite(team, uniqueEmail('second'), 'viewer');
    const full = await inTeam(owner, team, 'POST', '/api/workspace/invitations', {
      email: uniqueEmail('third'),
      role: 'viewer',
    });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toContain('has 3 seats');
    expect((await inTeam(owner, team, 'GET', '/api/workspace')).body).toMatchObject({
      members: 1,
      pending_invitations: 2,
      seats: 3,
    });
    // Revoked: the seat is free again, the link dead.
    expect(
      (await inTeam(owner, team, 'DELETE', `/api/workspace/invitations/${second.invitation.id}`)).status,
    ).toBe(204);
    expect((await anonymousClient(t).get(`/api/invitations/${second.token}`)).status).toBe(404);
    await invite(team, uniqueEmail('third'), 'viewer');
  });

  it('are resent with a new link, at most 5 sends an hour', async () => {
    const team = await newTeam('resend-team');
    const email = uniqueEmail('resent');
    const { invitation, token } = await invite(team, email, 'viewer');
    smtp.messages.length = 0;
    const resent = await inTeam(owner, team, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    const mail = await smtp.waitFor((message) => message.to.includes(email));
    const fresh = extractLink(mail).split('/invite/')[1]!;
    expect(fresh).not.toBe(token);
    expect((await anonymousClient(t).get(`/api/invitations/${token}`)).status).toBe(404);
    expect((await anonymousClient(t).get(`/api/invitations/${fresh}`)).status).toBe(200);
    for (let send = 3; send <= 5; send++) {
      expect(
        (await inTeam(owner, team, 'POST', `/api/workspace/invitations/${invitation.id}/resend`)).status,
      ).toBe(200);
    }
    const sixth = await inTeam(owner, team, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/^This invitation was sent 5 times in the last hour/);
    // The refused resend left the last link mailed working.
    await expect.poll(() => smtp.messages.filter((message) => message.to.includes(email)).length).toBe(4);
    const last = extractLink(smtp.messages.filter((message) => message.to.includes(email)).at(-1)!).split(
      '/invite/',
    )[1]!;
    expect((await anonymousClient(t).get(`/api/invitations/${last}`)).status).toBe(200);
  });

  it('give no role above the inviter’s', async () => {
    const team = await newTeam('ceiling-team');
    const admin = await join(team, 'admin');
    const asOwner = await inTeam(admin, team, 'POST', '/api/workspace/invitations', {
      email: uniqueEmail('boss'),
      role: 'owner',
    });
    expect(asOwner.status).toBe(403);
    const member = await join(team, 'member');
    const byMember = await inTeam(member, team, 'POST', '/api/workspace/invitations', {
      email: uniqueEmail('friend'),
      role: 'viewer',
    });
    expect(byMember.status).toBe(403);
    // A member sees the members, not the invitations.
    await invite(team, uniqueEmail('pending'), 'viewer');
    expect((await inTeam(member, team, 'GET', '/api/workspace/members')).body.invitations).toEqual([]);
    expect((await inTeam(admin, team, 'GET', '/api/workspace/members')).body.invitations).toHaveLength(1);
  });
});

describe('members', () => {
  it('get roles under the owner rules, and the last owner stays', async () => {
    const team = await newTeam('roles-team');
    const admin = await join(team, 'admin');
    const member = await join(team, 'member');
    const promote = (by: SignedInClient, who: SignedInClient, role: WorkspaceRole) =>
      inTeam(by, team, 'PATCH', `/api/workspace/members/${who.id}`, { role });

    expect((await promote(admin, member, 'owner')).status).toBe(403);
    expect((await promote(member, member, 'admin')).status).toBe(403);
    expect((await promote(admin, member, 'viewer')).status).toBe(200);
    const lastOwner = await promote(owner, owner, 'admin');
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error.message).toMatch(/^A workspace needs an owner/);
    expect((await inTeam(owner, team, 'DELETE', `/api/workspace/members/${owner.id}`)).status).toBe(409);
    expect((await promote(admin, owner, 'member')).status).toBe(403);

    // Ownership handed over: then the first owner may step down.
    const handed = await promote(owner, admin, 'owner');
    expect(handed.body.items.find((row: { user_id: string }) => row.user_id === admin.id).role).toBe('owner');
    expect((await promote(admin, owner, 'member')).status).toBe(200);
    const audit = await t.database.pool.query(
      `SELECT before, after FROM audit_log WHERE action = 'workspace.member.role' AND target = $1`,
      [`user:${owner.id}`],
    );
    expect(audit.rows).toEqual([
      {
        before: { workspace: 'roles-team', role: 'owner' },
        after: { workspace: 'roles-team', role: 'member' },
      },
    ]);
  });

  it('leave, or are removed, and lose access with their next request', async () => {
    const team = await newTeam('leave-team');
    const admin = await join(team, 'admin');
    const member = await join(team, 'member');
    const viewer = await join(team, 'viewer');
    expect((await inTeam(member, team, 'DELETE', `/api/workspace/members/${viewer.id}`)).status).toBe(403);
    expect((await inTeam(admin, team, 'DELETE', `/api/workspace/members/${owner.id}`)).status).toBe(403);
    expect((await inTeam(viewer, team, 'DELETE', `/api/workspace/members/${viewer.id}`)).status).toBe(204);
    expect((await inTeam(viewer, team, 'GET', '/api/links')).status).toBe(404);
    expect((await inTeam(admin, team, 'DELETE', `/api/workspace/members/${member.id}`)).status).toBe(204);
    expect((await inTeam(member, team, 'GET', '/api/workspace')).status).toBe(404);
    expect((await member.client.get('/api/workspaces')).body.items).toHaveLength(1);
  });

  it('may join a personal workspace, whose account stays its owner', async () => {
    const personal = owner.id;
    const helper = await join(personal, 'member', 'helper');
    // Another's personal workspace is not the helper's own: listed after it, and leavable.
    const listed = (await helper.client.get('/api/workspaces')).body.items;
    expect(
      listed.map((workspace: { id: string; personal: boolean }) => [workspace.id, workspace.personal]),
    ).toEqual([
      [helper.id, true],
      [personal, false],
    ]);
    expect(
      (await inTeam(helper, personal, 'POST', '/api/links', { destination_url: 'https://example.com/h' }))
        .status,
    ).toBe(201);
    expect((await owner.client.get('/api/links')).body.total).toBeGreaterThanOrEqual(1);
    expect((await owner.client.request('DELETE', `/api/workspace/members/${owner.id}`)).status).toBe(409);
    const deletion = await owner.client.request('DELETE', '/api/workspace', { confirm: 'x' });
    expect(deletion.status).toBe(400);
    expect(deletion.body.error.message).toMatch(/^A personal workspace goes only with its account/);
    expect((await inTeam(helper, personal, 'DELETE', `/api/workspace/members/${helper.id}`)).status).toBe(
      204,
    );
  });
});

describe('deleting a team workspace', () => {
  it('takes the slug typed out, by an owner, and takes its links along', async () => {
    const team = await newTeam('doomed-team');
    const admin = await join(team, 'admin');
    const link = await inTeam(admin, team, 'POST', '/api/links', {
      destination_url: 'https://example.com/doomed',
    });
    expect(link.status).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/${link.body.short_url}` })).statusCode).toBe(302);

    expect((await inTeam(admin, team, 'DELETE', '/api/workspace', { confirm: 'doomed-team' })).status).toBe(
      403,
    );
    const mistyped = await inTeam(owner, team, 'DELETE', '/api/workspace', { confirm: 'doomed' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error.fields).toEqual({ confirm: 'Type doomed-team to confirm.' });
    expect((await inTeam(owner, team, 'DELETE', '/api/workspace', { confirm: 'doomed-team' })).status).toBe(
      204,
    );

    expect((await inTeam(admin, team, 'GET', '/api/links')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/${link.body.short_url}` })).statusCode).toBe(404);
    // The admin's log names the workspace it kept, once it is gone.
    const log = await owner.client.get(`/api/admin/audit?target=${encodeURIComponent(`workspace:${team}`)}`);
    expect(
      log.body.items.map((entry: { action: string; subject: unknown }) => [entry.action, entry.subject]),
    ).toEqual([
      ['workspace.delete', { kind: 'workspace', id: team, name: 'Team doomed-team', deleted: true }],
      ['workspace.invite', { kind: 'workspace', id: team, name: 'Team doomed-team', deleted: true }],
    ]);
    const left = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM shortlinks WHERE workspace_id = $1',
      [team],
    );
    expect(left.rows[0].n).toBe(0);
  });
});

describe('an account deleted by the platform admin', () => {
  it('leaves its teams: one it was alone in goes, one it owned gets its longest member as owner', async () => {
    const leaving = await signUp(t, { email: uniqueEmail('leaving') });
    const alone = (await leaving.client.post('/api/workspaces', { name: 'Alone', slug: 'alone-team' })).body
      .id;
    const shared = (await leaving.client.post('/api/workspaces', { name: 'Shared', slug: 'shared-team' }))
      .body.id;
    await t.database.pool.query(
      `UPDATE workspaces SET subscription_plan = 'vip', subscription_expires = now() + interval '30 days'
       WHERE id = ANY($1)`,
      [[alone, shared]],
    );
    expect(
      (await inTeam(leaving, alone, 'POST', '/api/links', { destination_url: 'https://example.com/a' }))
        .status,
    ).toBe(201);
    const first = await signUp(t, { email: uniqueEmail('first') });
    const second = await signUp(t, { email: uniqueEmail('second') });
    for (const [person, role] of [
      [first, 'viewer'],
      [second, 'admin'],
    ] as const) {
      const sent = await inTeam(leaving, shared, 'POST', '/api/workspace/invitations', {
        email: person.email,
        role,
      });
      expect(sent.status).toBe(201);
      const mail = await smtp.waitFor(
        (message) => message.to.includes(person.email) && message.text.includes('/invite/'),
      );
      expect(
        (await person.client.post(`/api/invitations/${extractLink(mail).split('/invite/')[1]}/accept`))
          .status,
      ).toBe(200);
    }

    // The install's first account (the owner here) is its admin.
    expect((await owner.client.request('DELETE', `/api/admin/users/${leaving.id}`)).status).toBe(200);

    const teams = await t.database.pool.query('SELECT id FROM workspaces WHERE id = ANY($1)', [
      [alone, shared],
    ]);
    expect(teams.rows.map((row) => row.id)).toEqual([shared]);
    const links = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM shortlinks WHERE workspace_id = $1',
      [alone],
    );
    expect(links.rows[0].n).toBe(0);
    const members = await inTeam(first, shared, 'GET', '/api/workspace/members');
    expect(
      members.body.items.map((member: { email: string; role: string }) => [member.email, member.role]),
    ).toEqual([
      [first.email, 'owner'],
      [second.email, 'admin'],
    ]);
  });
});

describe('a workspace whose every owner is disabled', () => {
  it('is suspended: its links answer not-found until an owner is enabled or an enabled one is made', async () => {
    const boss = await signUp(t, { email: uniqueEmail('boss'), name: 'Boss' });
    const team = (await boss.client.post('/api/workspaces', { name: 'Suspended', slug: 'suspend-team' })).body
      .id;
    await t.database.pool.query(
      `UPDATE workspaces SET subscription_plan = 'vip', subscription_expires = now() + interval '30 days' WHERE id = $1`,
      [team],
    );
    const link = await inTeam(boss, team, 'POST', '/api/links', { destination_url: 'https://example.com/s' });
    const visit = async () =>
      (await t.app.inject({ method: 'GET', url: `/${link.body.short_url}` })).statusCode;
    const disable = (disabled: boolean) =>
      owner.client.request('PUT', `/api/admin/users/${boss.id}/disabled`, { disabled });

    expect(await visit()).toBe(302);
    expect((await disable(true)).status).toBe(200);
    expect(await visit()).toBe(404);
    expect((await disable(false)).status).toBe(200);
    expect(await visit()).toBe(302);
    // Disabling ended the boss's sessions: back in.
    const again = { ...boss, client: await signIn(t, boss.email) };

    // A second owner keeps it live while the first is disabled; once they step down, it is not.
    const email = uniqueEmail('co-owner');
    const sent = await inTeam(again, team, 'POST', '/api/workspace/invitations', { email, role: 'owner' });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor(
      (message) => message.to.includes(email) && message.text.includes('/invite/'),
    );
    const co = await signUp(t, { email });
    expect(
      (await co.client.post(`/api/invitations/${extractLink(mail).split('/invite/')[1]}/accept`)).status,
    ).toBe(200);
    expect((await disable(true)).status).toBe(200);
    expect(await visit()).toBe(302);
    expect(
      (await inTeam(co, team, 'PATCH', `/api/workspace/members/${co.id}`, { role: 'admin' })).status,
    ).toBe(200);
    expect(await visit()).toBe(404);
  });
});

describe('the platform admin', () => {
  it("sees an account's workspaces, sets a team's plan, and counts the workspaces", async () => {
    const team = await newTeam('admin-seen-team', null);
    const member = await join(owner.id, 'viewer', 'admin-seen');
    // Invited into the owner's personal workspace; the team gets the member too.
    await t.database.pool.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')`,
      [team, member.id],
    );
    const detail = await owner.client.get(`/api/admin/users/${member.id}`);
    expect(detail.status).toBe(200);
    expect(
      detail.body.workspaces.map((w: { id: string; role: string; personal: boolean; plan: string }) => [
        w.id,
        w.role,
        w.personal,
        w.plan,
      ]),
    ).toEqual([
      // Its own first, then by name.
      [member.id, 'owner', true, 'free'],
      [owner.id, 'viewer', false, expect.any(String)],
      [team, 'member', false, 'basic'],
    ]);

    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect(
      (
        await member.client.request('PUT', `/api/admin/workspaces/${team}/subscription`, {
          plan: 'vip',
          expires,
        })
      ).status,
    ).toBe(403);
    const set = await owner.client.request('PUT', `/api/admin/workspaces/${team}/subscription`, {
      plan: 'vip',
      expires,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ id: team, plan: 'vip', expires });
    expect((await inTeam(owner, team, 'GET', '/api/workspace')).body).toMatchObject({
      plan: 'vip',
      seats: 10,
    });
    const noEnd = await owner.client.request('PUT', `/api/admin/workspaces/${team}/subscription`, {
      plan: 'vip',
      expires: null,
    });
    expect(noEnd.body.error.fields).toEqual({ expires: 'Enter when the plan ends.' });
    const unknown = await owner.client.request(
      'PUT',
      '/api/admin/workspaces/no-such-workspace/subscription',
      {
        plan: 'vip',
        expires,
      },
    );
    expect(unknown.status).toBe(404);
    const audit = await t.database.pool.query(
      `SELECT before, after FROM audit_log WHERE action = 'workspace.subscription' AND target = $1`,
      [`workspace:${team}`],
    );
    expect(audit.rows).toEqual([
      { before: { plan: 'basic', expires: null }, after: { plan: 'vip', expires } },
    ]);
    const log = await owner.client.get(`/api/admin/audit?target=${encodeURIComponent(`workspace:${team}`)}`);
    expect(log.body.items[0].subject).toEqual({
      kind: 'workspace',
      id: team,
      name: 'Team admin-seen-team',
      deleted: false,
    });

    const panel = await owner.client.get('/api/admin/panel');
    const counted = await t.database.pool.query(
      'SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT personal))::int AS teams FROM workspaces',
    );
    expect(panel.body.cards.workspaces).toEqual(counted.rows[0]);
    expect(counted.rows[0].teams).toBeGreaterThan(0);
  });
});

describe("a workspace's notices", () => {
  it('reach its members who take them, each in their own bell', async () => {
    const team = await newTeam('notice-team');
    const member = await join(team, 'member', 'notice-member');
    const viewer = await join(team, 'viewer', 'notice-viewer');
    const off = await inTeam(viewer, team, 'PUT', '/api/workspace/notices', { notices: false });
    expect(off.status).toBe(200);
    expect(off.body.notices).toBe(false);
    expect((await inTeam(member, team, 'GET', '/api/workspace')).body.notices).toBe(true);
    expect((await inTeam(viewer, team, 'PUT', '/api/workspace/notices', { notices: 'no' })).status).toBe(400);

    await t.parts.notifications.notifyWorkspace(team, {
      type: 'domain_verified',
      title: 'shop.example is ready',
    });
    const titles = async (who: SignedInClient) =>
      ((await who.client.get('/api/notifications')).body.items as { title: string }[]).map(
        (item) => item.title,
      );
    expect(await titles(owner)).toContain('shop.example is ready');
    expect(await titles(member)).toContain('shop.example is ready');
    expect(await titles(viewer)).not.toContain('shop.example is ready');
  });
});
