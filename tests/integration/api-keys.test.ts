import { createHash } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRateLimitPerMinute,
  apiScopes,
  maxApiKeysPerAccount,
  type ApiScope,
} from '../../src/shared/api-keys';
import {
  anonymousClient,
  buildAuthClients,
  signUp,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// API keys: made on /settings, kept only as a hash, and a request with `Authorization: Bearer`
// acting as the key's owner on exactly the routes its scopes open, within the owner's plan and the
// key's rate limit. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

interface ScopedRoute {
  method: string;
  url: string;
  scope: ApiScope | undefined;
}

let t: TestApp;
let clients: AuthClients;
const routes: ScopedRoute[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ method, url: route.url, scope: route.config?.apiScope });
      }
    },
  });
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

async function createKey(
  owner: SignedInClient,
  scopes: readonly ApiScope[],
  extra: Record<string, unknown> = {},
) {
  const response = await owner.client.post('/api/api-keys', {
    // Every scope's name would make too long a key name.
    name: scopes.length === apiScopes.length ? 'key with every scope' : `key ${scopes.join(' ')}`,
    scopes,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; key: string; prefix: string; scopes: ApiScope[] };
}

/** A request as an API client sends it: the key, no cookies, no Origin. */
function withKey(key: string, method: InjectOptions['method'], url: string, body?: unknown) {
  return anonymousClient(t).request(method, url, body, { authorization: `Bearer ${key}`, origin: undefined });
}

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, 'no-such-id');

describe('making, listing and revoking keys', () => {
  it('shows the key once, and stores only its hash and visible start', async () => {
    const created = await createKey(clients.subscribed, ['links:read']);
    expect(created.key).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const list = await clients.subscribed.client.get('/api/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.items.find((key: { id: string }) => key.id === created.id);
    expect(listed).toMatchObject({ name: 'key links:read', prefix: created.prefix, scopes: ['links:read'] });
    expect(JSON.stringify(list.body)).not.toContain(created.key);

    const rows = await t.database.db.execute(sql`select * from api_keys`);
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(created.key);
    expect(stored).toContain(createHash('sha256').update(created.key).digest('hex'));
  });

  it('names each invalid field', async () => {
    const response = await clients.subscribed.client.post('/api/api-keys', {
      name: ' ',
      scopes: ['links:read', 'links:read', 'everything'],
      expires_at: '2001-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['expires_at', 'name', 'scopes.2']);
    const empty = await clients.subscribed.client.post('/api/api-keys', { name: 'x', scopes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('scopes');
  });

  it(`holds at most ${maxApiKeysPerAccount} keys an account, and frees a place on revoking`, async () => {
    const owner = await signUp(t);
    const made = [];
    for (let index = 0; index < maxApiKeysPerAccount; index += 1)
      made.push(await createKey(owner, ['links:read']));
    const over = await owner.client.post('/api/api-keys', { name: 'one more', scopes: ['links:read'] });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('limit_reached');
    expect((await owner.client.request('DELETE', `/api/api-keys/${made[0]!.id}`)).status).toBe(204);
    await createKey(owner, ['links:read']);
  });

  it('answers 401 at once for a revoked key, and 404 to another account revoking it', async () => {
    const created = await createKey(clients.subscribed, ['links:read']);
    expect((await withKey(created.key, 'GET', '/api/links')).status).toBe(200);
    expect((await clients.other.client.request('DELETE', `/api/api-keys/${created.id}`)).status).toBe(404);
    expect((await withKey(created.key, 'GET', '/api/links')).status).toBe(200);
    expect((await clients.subscribed.client.request('DELETE', `/api/api-keys/${created.id}`)).status).toBe(
      204,
    );
    const refused = await withKey(created.key, 'GET', '/api/links');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/not valid/);
    expect(
      (await clients.subscribed.client.get('/api/api-keys')).body.items.map((k: { id: string }) => k.id),
    ).not.toContain(created.id);
  });

  it('answers 401 once a key has expired, and for a made-up or malformed key', async () => {
    const created = await createKey(clients.subscribed, ['links:read'], {
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(created.key, 'GET', '/api/links')).status).toBe(200);
    await t.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${created.id}`,
    );
    expect((await withKey(created.key, 'GET', '/api/links')).status).toBe(401);
    expect((await withKey(`rk_${'A'.repeat(43)}`, 'GET', '/api/links')).status).toBe(401);
    expect((await withKey('not-a-key', 'GET', '/api/links')).status).toBe(401);
  });

  it('cannot make, list or revoke keys itself', async () => {
    const created = await createKey(clients.subscribed, [...apiScopes]);
    expect((await withKey(created.key, 'GET', '/api/api-keys')).status).toBe(403);
    expect(
      (await withKey(created.key, 'POST', '/api/api-keys', { name: 'x', scopes: ['links:read'] })).status,
    ).toBe(403);
    expect((await withKey(created.key, 'DELETE', `/api/api-keys/${created.id}`)).status).toBe(403);
  });

  it('records when a key was last used', async () => {
    const created = await createKey(clients.subscribed, ['links:read']);
    const before = (await clients.subscribed.client.get('/api/api-keys')).body.items.find(
      (key: { id: string }) => key.id === created.id,
    );
    expect(before.last_used_at).toBeNull();
    await withKey(created.key, 'GET', '/api/links');
    const after = (await clients.subscribed.client.get('/api/api-keys')).body.items.find(
      (key: { id: string }) => key.id === created.id,
    );
    expect(after.last_used_at).not.toBeNull();
  });
});

describe('what a key may do', () => {
  it('is opened route by route: every public route names its scope, the others refuse keys', () => {
    const scoped = routes.filter((route) => route.scope);
    expect(scoped.length).toBeGreaterThan(20);
    for (const scope of apiScopes)
      expect(
        scoped.some((route) => route.scope === scope),
        scope,
      ).toBe(true);
  });

  it('lets each scope in on exactly its routes (403 elsewhere, before the body is judged)', async () => {
    const keys = new Map<ApiScope, string>();
    for (const scope of apiScopes) keys.set(scope, (await createKey(clients.admin, [scope])).key);
    for (const route of routes.filter((candidate) => candidate.scope)) {
      for (const scope of apiScopes) {
        const response = await withKey(
          keys.get(scope)!,
          route.method as InjectOptions['method'],
          concrete(route.url),
          {},
        );
        const label = `${route.method} ${route.url} with ${scope}`;
        if (scope === route.scope) expect([401, 403], label).not.toContain(response.status);
        else {
          expect(response.status, label).toBe(403);
          expect(response.body.error.message, label).toContain(route.scope);
        }
      }
    }
  });

  it('refuses every route that is not part of the public API, admin routes included', async () => {
    const all = (await createKey(clients.admin, [...apiScopes])).key;
    const closed = routes.filter((route) => !route.scope && !route.url.startsWith('/api/auth'));
    let guarded = 0;
    for (const route of closed) {
      const method = route.method as InjectOptions['method'];
      const url = concrete(route.url);
      // A route that asks a visitor to sign in acts for an account: a key gets 403 there. The
      // public ones (brand, plans, webhooks) answer a key as they answer anyone.
      // The session guard's answer; webhooks and probes refuse with tokens of their own.
      const anonymous = await anonymousClient(t).request(method, url, {});
      if (anonymous.status !== 401 || anonymous.body.error.message !== 'Sign in to continue.') continue;
      guarded += 1;
      expect((await withKey(all, method, url, {})).status, `${route.method} ${route.url}`).toBe(403);
    }
    expect(guarded).toBeGreaterThan(30);
    expect((await withKey(all, 'GET', '/api/admin/users')).status).toBe(403);
    expect((await withKey(all, 'GET', '/api/me')).status).toBe(403);
  });

  it('does with links:read only what reading allows: writing answers 403', async () => {
    const reader = (await createKey(clients.subscribed, ['links:read'])).key;
    const refused = await withKey(reader, 'POST', '/api/links', { destination_url: 'https://example.com/a' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('links:write');
  });

  it('acts as its owner through the same services: creates, reads and deletes the owner’s links', async () => {
    const writer = (await createKey(clients.subscribed, ['links:read', 'links:write'])).key;
    const created = await withKey(writer, 'POST', '/api/links', {
      destination_url: 'https://example.com/by-key',
    });
    expect(created.status).toBe(201);
    const mine = await clients.subscribed.client.get(`/api/links/${created.body.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.destination_url).toBe('https://example.com/by-key');
    expect((await withKey(writer, 'DELETE', `/api/links/${created.body.id}`)).status).toBe(204);
  });

  it('cannot do more than its owner’s plan: the same refusal as in the web app', async () => {
    const key = (await createKey(clients.basic, ['links:write'])).key;
    const throughKey = await withKey(key, 'POST', '/api/links', {
      destination_url: 'https://example.com/basic',
    });
    const throughWeb = await clients.basic.client.post('/api/links', {
      destination_url: 'https://example.com/basic',
    });
    expect(throughWeb.status).toBeGreaterThanOrEqual(400);
    expect(throughKey.status).toBe(throughWeb.status);
    expect(throughKey.body.error.code).toBe(throughWeb.body.error.code);

    // The trial's one link, then its limit, counted with the web app's links.
    const trialKey = (await createKey(clients.trial, ['links:write'])).key;
    expect(
      (await withKey(trialKey, 'POST', '/api/links', { destination_url: 'https://example.com/t1' })).status,
    ).toBe(201);
    const second = await withKey(trialKey, 'POST', '/api/links', {
      destination_url: 'https://example.com/t2',
    });
    expect(second.status).toBe(
      (await clients.trial.client.post('/api/links', { destination_url: 'https://example.com/t3' })).status,
    );
    expect(second.status).toBeGreaterThanOrEqual(400);
  });

  it('answers 404 for another account’s objects, as the web app does', async () => {
    const link = await clients.other.client.post('/api/links', {
      destination_url: 'https://example.com/other',
    });
    const key = (await createKey(clients.subscribed, [...apiScopes])).key;
    if (link.status === 201) {
      const throughKey = await withKey(key, 'GET', `/api/links/${link.body.id}`);
      expect(throughKey.status).toBe(404);
      expect((await clients.subscribed.client.get(`/api/links/${link.body.id}`)).status).toBe(404);
      expect((await withKey(key, 'DELETE', `/api/links/${link.body.id}`)).status).toBe(404);
    } else {
      // `other` has no plan that creates links: use the admin's link instead.
      const adminLink = await clients.admin.client.post('/api/links', {
        destination_url: 'https://example.com/admin',
      });
      expect(adminLink.status).toBe(201);
      expect((await withKey(key, 'GET', `/api/links/${adminLink.body.id}`)).status).toBe(404);
      expect((await withKey(key, 'DELETE', `/api/links/${adminLink.body.id}`)).status).toBe(404);
    }
  });

  it('stops working while its owner is disabled', async () => {
    const owner = await signUp(t);
    const key = (await createKey(owner, ['links:read'])).key;
    expect((await withKey(key, 'GET', '/api/links')).status).toBe(200);
    const disabled = await clients.admin.client.request('PUT', `/api/admin/users/${owner.id}/disabled`, {
      disabled: true,
      reason: 'abuse',
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    const refused = await withKey(key, 'GET', '/api/links');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/disabled/);
  });
});

describe('the rate limit of a key', () => {
  it('counts per key at the owner’s plan’s rate, with RateLimit headers, then 429 with Retry-After', async () => {
    const limit = apiRateLimitPerMinute.free!;
    const key = (await createKey(clients.trial, ['links:read'])).key;
    const first = await withKey(key, 'GET', '/api/links');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(limit - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let count = 2; count <= limit; count += 1)
      expect((await withKey(key, 'GET', '/api/links')).status).toBe(200);
    const refused = await withKey(key, 'GET', '/api/links');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');

    // Another key of the same owner has its own count; the web app is not limited by the key's.
    const other = (await createKey(clients.trial, ['links:read'])).key;
    expect((await withKey(other, 'GET', '/api/links')).status).toBe(200);
    expect((await clients.trial.client.get('/api/links')).status).toBe(200);
  });
});
