import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roleAtLeast,
  workspaceHeader,
  workspaceRoles,
  type WorkspaceRole,
} from '../../src/shared/workspaces';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A route of a workspace's things names the least role it needs (ADR 0026): the guard answers 404
// to an account that is not a member of the workspace its request names, and 403 below the role.
// Every operation of the public API (its OpenAPI document) must name one, so a new route without
// a role rule fails here; then a team's workspace (an id of its own, not an account's) is used
// through its members, one per role.

const routes: RouteOptions[] = [];
let t: TestApp;
const team = randomUUID();
const members = {} as Record<WorkspaceRole, SignedInClient>;
let outsider: SignedInClient;

function as(client: SignedInClient, method: string, url: string, body?: unknown) {
  return client.client.request(method as 'GET', url, body, { [workspaceHeader]: team });
}

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  await t.database.pool.query(
    `INSERT INTO workspaces (id, name, slug, subscription_plan, subscription_expires)
     VALUES ($1, 'Team', 'team-roles', 'vip', now() + interval '30 days')`,
    [team],
  );
  for (const role of workspaceRoles) {
    members[role] = await signUp(t, { email: uniqueEmail(`team-${role}`) });
    await t.database.pool.query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [team, members[role].id, role],
    );
  }
  outsider = await signUp(t, { email: uniqueEmail('outsider') });
});
afterAll(async () => {
  await t?.close();
});

/** The public API's operations, from its OpenAPI document, with the role their route names. */
async function operations() {
  const document = (await outsider.client.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const route = routes.find(
        (candidate) =>
          candidate.url === path.replace(/\{([^}]+)\}/g, ':$1') &&
          [candidate.method].flat().includes(method.toUpperCase() as 'GET'),
      );
      const role = (route?.config as { role?: WorkspaceRole } | undefined)?.role;
      return { name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url, role };
    }),
  );
}

describe('roles in a workspace', () => {
  it('are named by every operation of the public API', async () => {
    const list = await operations();
    expect(list.length).toBeGreaterThan(20);
    expect(list.filter((operation) => !operation.role).map((operation) => operation.name)).toEqual([]);
  });

  it('refuse every operation to a non-member (404) and to a role below its own (403)', async () => {
    for (const operation of await operations()) {
      const refused = await as(outsider, operation.method, operation.url);
      expect(refused.status, `${operation.name} as an outsider`).toBe(404);
      expect(refused.body.error.message).toBe('Workspace not found.');
      for (const role of workspaceRoles) {
        if (roleAtLeast(role, operation.role!)) continue;
        const below = await as(members[role], operation.method, operation.url);
        expect(below.status, `${operation.name} as ${role}`).toBe(403);
      }
    }
  });

  it("let a member make a link the team's owner sees, and a viewer only read it", async () => {
    const created = await as(members.member, 'POST', '/api/links', {
      destination_url: 'https://example.com/team',
    });
    expect(created.status).toBe(201);
    const owner = await as(members.owner, 'GET', '/api/links');
    expect(owner.body.items.map((link: { id: string }) => link.id)).toEqual([created.body.id]);
    // Not in anyone's personal workspace.
    expect((await members.member.client.get('/api/links')).body.total).toBe(0);
    const stored = await t.database.pool.query('SELECT workspace_id FROM shortlinks WHERE id = $1', [
      created.body.id,
    ]);
    expect(stored.rows[0].workspace_id).toBe(team);

    expect((await as(members.viewer, 'GET', `/api/links/${created.body.id}`)).status).toBe(200);
    const edit = await as(members.viewer, 'PATCH', `/api/links/${created.body.id}`, { title: 'Mine now' });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe('Your role in this workspace cannot do this.');
    expect((await as(members.viewer, 'DELETE', `/api/links/${created.body.id}`)).status).toBe(403);
    // Domains are the admins': a member may not add one, an admin may.
    expect((await as(members.member, 'POST', '/api/domains', { hostname: 'team.example' })).status).toBe(403);
    expect((await as(members.admin, 'POST', '/api/domains', { hostname: 'team.example' })).status).toBe(201);
  });

  it('ends a removed member’s access with their next request', async () => {
    const leaving = await signUp(t, { email: uniqueEmail('leaving') });
    await t.database.pool.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')`,
      [team, leaving.id],
    );
    expect((await as(leaving, 'GET', '/api/links')).status).toBe(200);
    await t.database.pool.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      team,
      leaving.id,
    ]);
    expect((await as(leaving, 'GET', '/api/links')).status).toBe(404);
  });

  it('keep an API key to its own workspace', async () => {
    const key = await members.owner.client.post('/api/api-keys', { name: 'team', scopes: ['links:read'] });
    expect(key.status).toBe(201);
    const withKey = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/links',
        headers: { authorization: `Bearer ${key.body.key}`, ...headers },
      });
    expect((await withKey({})).statusCode).toBe(200);
    expect((await withKey({ [workspaceHeader]: team })).statusCode).toBe(404);
  });

  it('let a key act with the role it was made with, while its maker stays a member', async () => {
    const key = async (maker: SignedInClient, role?: WorkspaceRole) =>
      as(maker, 'POST', '/api/api-keys', { name: `as ${role}`, scopes: ['links:read', 'links:write'], role });
    const withKey = (token: string, method: 'GET' | 'POST') =>
      t.app.inject({
        method,
        url: '/api/links',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'POST'
          ? { payload: JSON.stringify({ destination_url: 'https://example.com/k' }) }
          : {}),
      });

    // Above the maker's role: refused; absent: the maker's own.
    expect((await key(members.member, 'admin')).status).toBe(403);
    const mine = await key(members.member);
    expect(mine.body.role).toBe('member');
    const reader = await key(members.admin, 'viewer');
    expect(reader.body.role).toBe('viewer');
    expect((await withKey(reader.body.key, 'GET')).statusCode).toBe(200);
    expect((await withKey(reader.body.key, 'POST')).statusCode).toBe(403);
    expect((await withKey(mine.body.key, 'POST')).statusCode).toBe(201);

    // A member revokes only their own keys; an admin any of the workspace's.
    expect((await as(members.member, 'DELETE', `/api/api-keys/${reader.body.id}`)).status).toBe(404);
    const listed = await as(members.member, 'GET', '/api/api-keys');
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(reader.body.id);
    expect((await as(members.viewer, 'GET', '/api/api-keys')).status).toBe(403);

    // The maker demoted: the key is held to the maker's new role; removed: it reaches nothing.
    const maker = await signUp(t, { email: uniqueEmail('maker') });
    await t.database.pool.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin')`,
      [team, maker.id],
    );
    const made = await key(maker, 'admin');
    expect((await withKey(made.body.key, 'POST')).statusCode).toBe(201);
    await t.database.pool.query(
      `UPDATE workspace_members SET role = 'viewer' WHERE workspace_id = $1 AND user_id = $2`,
      [team, maker.id],
    );
    expect((await withKey(made.body.key, 'POST')).statusCode).toBe(403);
    await t.database.pool.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      team,
      maker.id,
    ]);
    expect((await withKey(made.body.key, 'GET')).statusCode).toBe(404);
  });

  it('leave the account’s own routes alone: no header, no role', async () => {
    const me = await as(outsider, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile.id).toBe(outsider.id);
  });
});
