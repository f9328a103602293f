import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlinks, users } from '../../src/server/db/schema';
import {
  anonymousClient,
  buildAuthClients,
  signIn,
  testPassword,
  uniqueEmail,
  type AuthClients,
} from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';

// CSRF (issue 17, item 2): a state-changing request that carries the session cookie is accepted
// only from the app's own origins (PUBLIC_URL, APP_ORIGINS), judged by Origin, else Referer.

const publicUrl = 'https://links.example.com';
const extraOrigin = 'http://app.example.net:8080';

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: publicUrl, APP_ORIGINS: extraOrigin } });
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

const newLink = (label: string) => ({ destination_url: `https://example.com/${label}` });

async function linkCount(destination: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: shortlinks.id })
    .from(shortlinks)
    .where(eq(shortlinks.destinationUrl, destination));
  return rows.length;
}

async function isAdmin(id: string): Promise<boolean> {
  const [row] = await t.database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  return row!.isAdmin;
}

/** A client's request with the given headers instead of its usual Origin (none unless given). */
function send(
  client: TestClient,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return client.request(method, url, body, { origin: undefined, ...headers });
}

function expectRefused(response: { status: number; body: any }, mentions: RegExp) {
  expect(response.status).toBe(403);
  expect(response.body.error.code).toBe('forbidden');
  expect(response.body.error.message).toMatch(mentions);
  expect(response.body.error.message).toMatch(/this app's own pages/);
}

describe('a state-changing request with the session cookie', () => {
  it('is refused from a foreign origin and creates no link', async () => {
    const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('evil'), {
      origin: 'https://evil.example',
    });
    expectRefused(response, /https:\/\/evil\.example/);
    expect(await linkCount('https://example.com/evil')).toBe(0);
  });

  it('is refused when it would grant admin from a foreign origin, and grants nothing', async () => {
    const response = await send(
      clients.admin.client,
      'PUT',
      `/api/admin/users/${clients.other.id}/admin`,
      { is_admin: true },
      { origin: 'https://evil.example' },
    );
    expectRefused(response, /evil\.example/);
    expect(await isAdmin(clients.other.id)).toBe(false);
  });

  it('is refused with neither Origin nor Referer', async () => {
    const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('bare'), {});
    expectRefused(response, /neither an Origin nor a Referer/);
    expect(await linkCount('https://example.com/bare')).toBe(0);
  });

  it('is accepted with a Referer from its own origin when Origin is absent', async () => {
    const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('referer'), {
      referer: `${publicUrl}/links/new?x=1`,
    });
    expect(response.status).toBe(201);
    expect(await linkCount('https://example.com/referer')).toBe(1);
  });

  it('is refused with a foreign or unreadable Referer when Origin is absent', async () => {
    const foreign = await send(clients.subscribed.client, 'POST', '/api/links', newLink('r1'), {
      referer: 'https://evil.example/links.example.com/',
    });
    expectRefused(foreign, /https:\/\/evil\.example/);
    const unreadable = await send(clients.subscribed.client, 'POST', '/api/links', newLink('r2'), {
      referer: 'not a url',
    });
    expectRefused(unreadable, /Referer is not a URL/);
  });

  it('judges by Origin when both are sent: a foreign Origin is not saved by its own Referer', async () => {
    const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('both'), {
      origin: 'https://evil.example',
      referer: `${publicUrl}/links`,
    });
    expectRefused(response, /evil\.example/);
  });

  it('is refused with Origin: null, unless the browser vouches it is same-origin to one of ours', async () => {
    const plain = await send(clients.subscribed.client, 'POST', '/api/links', newLink('null'), {
      origin: 'null',
      referer: `${publicUrl}/links`,
    });
    expectRefused(plain, /Origin is "null"/);
    const crossSite = await send(clients.subscribed.client, 'POST', '/api/links', newLink('null'), {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    });
    expectRefused(crossSite, /Origin is "null"/);
    // Same-origin to a host that is not ours (a name pointed at the server) proves nothing.
    const foreignHost = await send(clients.subscribed.client, 'POST', '/api/links', newLink('null'), {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      host: 'evil.example',
    });
    expectRefused(foreignHost, /http:\/\/evil\.example/);
    expect(await linkCount('https://example.com/null')).toBe(0);
    // A form post on one of our own pages under Referrer-Policy: no-referrer (served over http
    // here: app.inject has no TLS, and the extra origin is http).
    const ownForm = await send(clients.subscribed.client, 'POST', '/api/links', newLink('null-own'), {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      host: 'app.example.net:8080',
    });
    expect(ownForm.status).toBe(201);
  });

  it('is refused from a sibling subdomain, a parent domain or another scheme or port of ours', async () => {
    for (const origin of [
      'https://evil.links.example.com',
      'https://example.com',
      'http://links.example.com',
      'https://links.example.com:8443',
      'https://links.example.com.evil.example',
      'http://app.example.net',
    ]) {
      const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('sibling'), {
        origin,
      });
      expectRefused(response, new RegExp(origin.replaceAll('.', '\\.')));
    }
    expect(await linkCount('https://example.com/sibling')).toBe(0);
  });

  it('is accepted from a configured extra app origin', async () => {
    const response = await send(clients.subscribed.client, 'POST', '/api/links', newLink('extra'), {
      origin: extraOrigin,
    });
    expect(response.status).toBe(201);
  });

  it('is accepted from its own origin for every method, and refused for every method from elsewhere', async () => {
    const created = await clients.subscribed.client.post('/api/links', newLink('methods'));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const evil = { origin: 'https://evil.example' };
    expectRefused(
      await send(clients.subscribed.client, 'PATCH', `/api/links/${id}`, { title: 'x' }, evil),
      /evil/,
    );
    expectRefused(
      await send(clients.subscribed.client, 'DELETE', `/api/links/${id}`, undefined, evil),
      /evil/,
    );
    expect((await clients.subscribed.client.get(`/api/links/${id}`)).body.title).toBeNull();
    expect((await clients.subscribed.client.patch(`/api/links/${id}`, { title: 'ok' })).status).toBe(200);
    expect((await clients.subscribed.client.delete(`/api/links/${id}`)).status).toBe(204);
  });

  it('does not touch GET requests', async () => {
    const response = await send(clients.subscribed.client, 'GET', '/api/me', undefined, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(200);
  });
});

describe('a request without cookies', () => {
  it('is not refused by the origin rule: it gets the normal 401', async () => {
    const client = anonymousClient(t);
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const response = await send(client, 'POST', '/api/links', newLink('anon'), headers);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });
});

describe('better-auth routes under /api/auth', () => {
  it('refuses sign-out and change-password with the cookie from a foreign origin', async () => {
    const email = uniqueEmail('auth-csrf');
    const signedUp = await anonymousClient(t).post('/api/auth/sign-up/email', {
      email,
      password: testPassword,
      name: 'x',
    });
    expect(signedUp.status).toBe(200);
    const client = await signIn(t, email);
    const evil = { origin: 'https://evil.links.example.com' };
    expectRefused(await send(client, 'POST', '/api/auth/sign-out', {}, evil), /evil\.links\.example\.com/);
    const changed = await send(
      client,
      'POST',
      '/api/auth/change-password',
      { currentPassword: testPassword, newPassword: 'an attacker chose this one' },
      evil,
    );
    expectRefused(changed, /evil/);
    expectRefused(
      await send(client, 'POST', '/api/auth/sign-out', {}, {}),
      /neither an Origin nor a Referer/,
    );
    expect((await client.get('/api/me')).status).toBe(200);
    await signIn(t, email, testPassword);
  });

  it('leaves a first sign-up or sign-in (no cookie) to better-auth, which refuses a foreign Origin itself', async () => {
    const email = uniqueEmail('auth-origin');
    const foreignSignUp = await send(
      anonymousClient(t),
      'POST',
      '/api/auth/sign-up/email',
      { email, password: testPassword, name: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(foreignSignUp.status).toBe(403);
    // better-auth's own answer, not this rule's
    expect(JSON.stringify(foreignSignUp.body)).not.toMatch(/this app's own pages/);
    const ownSignUp = await anonymousClient(t).post('/api/auth/sign-up/email', {
      email,
      password: testPassword,
      name: 'x',
    });
    expect(ownSignUp.status).toBe(200);
    const foreignSignIn = await send(
      anonymousClient(t),
      'POST',
      '/api/auth/sign-in/email',
      { email, password: testPassword },
      { origin: 'https://evil.example' },
    );
    expect(foreignSignIn.status).toBe(403);
    const extraSignIn = await send(
      anonymousClient(t),
      'POST',
      '/api/auth/sign-in/email',
      { email, password: testPassword },
      { origin: extraOrigin },
    );
    expect(extraSignIn.status).toBe(200);
  });
});
