import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicks, shortlinks } from '../../src/server/db/schema';
import {
  buildAuthClients,
  setSubscription,
  signUp,
  uniqueEmail,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import { redirectedTo, visitLink, type VisitAnswer } from './helpers/redirect-visit';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Password-protected links (issue 42, item 1): the password is stored hashed and never answered
// with; the plan gates setting one (naming the plans that have it); a visitor gets the password
// page (401), a wrong answer the page again, too many from one address 429 with Retry-After; the
// right one a cookie for that link, one click (with the referrer they came with) and the
// destination, targeting applied. API clients and crawlers get 401 and nothing of the destination.

const dayMs = 86_400_000;
const destination = 'https://secret.example/launch';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
let clients: AuthClients;
let owner: SignedInClient;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  clients = await buildAuthClients(t);
  owner = await signUp(t, { email: uniqueEmail('pw'), name: 'Protector' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface CreatedLink {
  id: string;
  short_url: string;
  has_password: boolean;
}

async function protectedLink(
  password = 'open sesame',
  body: Record<string, unknown> = {},
): Promise<CreatedLink> {
  const response = await owner.client.post('/api/links', { destination_url: destination, password, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** One request over a real connection, as a browser at `address` behind the trusted proxy. */
function send(
  method: 'GET' | 'HEAD' | 'POST',
  path: string,
  options: { headers?: Record<string, string>; form?: Record<string, string>; address?: string } = {},
): Promise<VisitAnswer> {
  return visitLink(t.app, path, {
    method,
    form: options.form,
    headers: {
      'user-agent': chrome,
      accept: html,
      'x-forwarded-for': options.address ?? '198.51.100.7',
      ...options.headers,
    },
  });
}

const cookieOf = (answer: VisitAnswer) => String(answer.headers['set-cookie']).split(';')[0]!;

async function clicksOf(linkId: string) {
  await t.parts.analytics.ingest.flush();
  return t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
}

describe(`password links: the API (${testEngine})`, () => {
  it('stores the password hashed, never answers with it, and says only whether there is one', async () => {
    const link = await protectedLink('open sesame');
    expect(link.has_password).toBe(true);
    expect(JSON.stringify(link)).not.toContain('open sesame');
    const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, link.id));
    expect(row!.passwordHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const read = await owner.client.get(`/api/links/${link.id}`);
    expect(read.body.has_password).toBe(true);
    expect(JSON.stringify(read.body)).not.toContain(row!.passwordHash!);
    const listed = await owner.client.get('/api/links');
    expect(JSON.stringify(listed.body)).not.toContain(row!.passwordHash!.slice(0, 32));
  });

  it.each([
    ['too short', 'abc', /at least 4/],
    ['too long', 'x'.repeat(129), /at most 128/],
    ['not text', 1234, /.+/],
  ])(
    'refuses a password %s, naming the field, on create and on edit, and writes nothing',
    async (_name, password, message) => {
      const before = await t.database.db.select().from(shortlinks);
      const created = await owner.client.post('/api/links', { destination_url: destination, password });
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.error.fields)).toEqual(['password']);
      expect(created.body.error.fields.password).toMatch(message);
      expect(await t.database.db.select().from(shortlinks)).toHaveLength(before.length);
      const link = await protectedLink();
      const edited = await owner.client.patch(`/api/links/${link.id}`, { password, title: 'Changed' });
      expect(edited.status).toBe(400);
      expect(Object.keys(edited.body.error.fields)).toEqual(['password']);
      expect((await owner.client.get(`/api/links/${link.id}`)).body.title).toBeNull();
    },
  );

  it('refuses setting a password on a plan without it, naming the plans that have it, in both languages', async () => {
    const created = await clients.subscribed.client.post('/api/links', {
      destination_url: destination,
      password: 'open sesame',
    });
    expect(created.status).toBe(403);
    expect(created.body.error.fields).toEqual({ password: 'Password links are not included in your plan.' });
    expect(created.body.error.message).toBe(
      'Password links are not included in your plan. They come with VIP and VIP Max.',
    );
    const plain = await clients.subscribed.client.post('/api/links', { destination_url: destination });
    expect(plain.status).toBe(201);
    expect(plain.body.has_password).toBe(false);
    expect((await clients.subscribed.client.patch('/api/me', { language: 'id' })).status).toBe(200);
    const edited = await clients.subscribed.client.patch(`/api/links/${plain.body.id}`, {
      password: 'open sesame',
    });
    await clients.subscribed.client.patch('/api/me', { language: 'en' });
    expect(edited.status).toBe(403);
    expect(edited.body.error.fields).toEqual({
      password: 'Tautan dengan kata sandi tidak termasuk dalam paket Anda.',
    });
    expect(edited.body.error.message).toContain('VIP');
    const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, plain.body.id));
    expect(row!.passwordHash).toBeNull();
  });

  it('keeps protecting a link after its plan lapses, and lets the owner remove the password then', async () => {
    const lapsing = await signUp(t, { email: uniqueEmail('lapse'), name: 'Lapsing' });
    await setSubscription(t, lapsing.id, 'vip', new Date(Date.now() + 30 * dayMs));
    const link = (
      await lapsing.client.post('/api/links', { destination_url: destination, password: 'kept closed' })
    ).body;
    await setSubscription(t, lapsing.id, 'medium', new Date(Date.now() + 30 * dayMs));
    expect((await send('GET', `/${link.short_url}`)).status).toBe(401);
    const changed = await lapsing.client.patch(`/api/links/${link.id}`, { password: 'another one' });
    expect(changed.status).toBe(403);
    const removed = await lapsing.client.patch(`/api/links/${link.id}`, { password: null });
    expect(removed.status).toBe(200);
    expect(removed.body.has_password).toBe(false);
    expect(await redirectedTo(t.app, `/${link.short_url}`, { 'user-agent': chrome })).toBe(destination);
  });

  it('copies the password with a duplicate, and keeps the interstitial data of a protected link to itself', async () => {
    const link = await protectedLink('twin secret', { preview: true });
    const copy = await owner.client.post(`/api/links/${link.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.has_password).toBe(true);
    const opened = await send('POST', `/${copy.body.short_url}`, { form: { password: 'twin secret' } });
    expect(opened.status).toBe(303);
    expect((await clients.anonymous.get(`/api/safe-redirect/${link.id}`)).status).toBe(404);
  });
});

describe(`password links: the visitor (${testEngine})`, () => {
  it('asks for the password on a branded page (401) that says nothing of the destination', async () => {
    const link = await protectedLink();
    for (const language of ['en', 'id'] as const) {
      const page = await send('GET', `/${link.short_url}?utm_source=tg`, {
        headers: { 'accept-language': language, referer: 'https://t.me/channel' },
      });
      expect(page.status).toBe(401);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBeDefined();
      expect(page.body).not.toContain('secret.example');
      expect(page.body).toContain(`action="/${link.short_url}?utm_source=tg"`);
      expect(page.body).toContain('name="ref" value="https://t.me/channel"');
      expect(page.body).toContain(language === 'en' ? 'This link is protected' : 'Tautan ini dilindungi');
      expect(page.body).toMatch(/<label for="password">/);
    }
    expect(await clicksOf(link.id)).toHaveLength(0);
  });

  it.each([
    ['an API client', { accept: 'application/json' }],
    ['a crawler', { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' }],
    ['a HEAD request', {}],
  ])('answers %s 401 with no destination and no preview', async (name, headers) => {
    const link = await protectedLink('crawl me not', { title: 'Launch day' });
    const answer = await send(name === 'a HEAD request' ? 'HEAD' : 'GET', `/${link.short_url}`, { headers });
    expect(answer.status).toBe(401);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).not.toContain('secret.example');
    expect(answer.body).not.toContain('og:');
    expect(answer.body).not.toContain('Launch day');
  });

  it('answers a wrong password with the page again and records nothing; the right one opens the link', async () => {
    const link = await protectedLink('right answer');
    const wrong = await send('POST', `/${link.short_url}`, { form: { password: 'wrong answer' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('That password is not right. Try again.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await clicksOf(link.id)).toHaveLength(0);

    const right = await send('POST', `/${link.short_url}?utm_source=tg`, {
      form: { password: 'right answer', ref: 'https://t.me/channel' },
    });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe(`${destination}?utm_source=tg`);
    expect(String(right.headers['set-cookie'])).toMatch(
      new RegExp(
        `^rk_pw_[0-9a-f]{32}=\\d+\\.[\\w-]{22}; Path=/${link.short_url}; Max-Age=86400; HttpOnly; SameSite=Lax$`,
      ),
    );
    const recorded = await clicksOf(link.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.referrerHost).toBe('t.me');

    // The cookie opens it (the raw path: a cached link), each visit a click.
    const again = await send('GET', `/${link.short_url}`, {
      headers: { cookie: `theme=dark; ${cookieOf(right)}` },
    });
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe(destination);
    expect(await clicksOf(link.id)).toHaveLength(2);
  });

  it('applies the targeting after the password', async () => {
    const link = await protectedLink('targeted');
    const rules = await owner.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        { condition: { type: 'device', devices: ['mobile'] }, destination_url: 'https://m.secret.example/' },
      ],
      rotator: [],
      fallback_url: null,
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect((await send('GET', `/${link.short_url}`, { headers: { 'user-agent': phone } })).status).toBe(401);
    const opened = await send('POST', `/${link.short_url}`, {
      form: { password: 'targeted' },
      headers: { 'user-agent': phone },
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('https://m.secret.example/');
  });

  it('ends every cookie of the old password when the password changes, and opens at once when it is removed', async () => {
    const link = await protectedLink('first password');
    const opened = await send('POST', `/${link.short_url}`, { form: { password: 'first password' } });
    const cookie = cookieOf(opened);
    expect((await send('GET', `/${link.short_url}`, { headers: { cookie } })).status).toBe(302);
    expect((await owner.client.patch(`/api/links/${link.id}`, { password: 'second password' })).status).toBe(
      200,
    );
    expect((await send('GET', `/${link.short_url}`, { headers: { cookie } })).status).toBe(401);
    expect((await send('POST', `/${link.short_url}`, { form: { password: 'first password' } })).status).toBe(
      401,
    );
    expect((await send('POST', `/${link.short_url}`, { form: { password: 'second password' } })).status).toBe(
      303,
    );
    expect((await owner.client.patch(`/api/links/${link.id}`, { password: null })).status).toBe(200);
    expect((await send('GET', `/${link.short_url}`)).status).toBe(302);
  });

  it('limits wrong answers per link and address: 429 with Retry-After, other addresses and links unaffected', async () => {
    const link = await protectedLink('guess me');
    const other = await protectedLink('guess me');
    const address = '203.0.113.50';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await send('POST', `/${link.short_url}`, {
        form: { password: `guess ${attempt}` },
        address,
      });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await send('POST', `/${link.short_url}`, { form: { password: 'guess me' }, address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).toContain('Too many wrong passwords.');
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(await clicksOf(link.id)).toHaveLength(0);
    const elsewhere = await send('POST', `/${link.short_url}`, {
      form: { password: 'guess me' },
      address: '203.0.113.51',
    });
    expect(elsewhere.status).toBe(303);
    expect(
      (await send('POST', `/${other.short_url}`, { form: { password: 'guess me' }, address })).status,
    ).toBe(303);
  });

  it("takes the form from the page's own origin with the domain's other cookies, and not from another site's", async () => {
    const link = await protectedLink('own origin');
    const fromPage = await send('POST', `/${link.short_url}`, {
      form: { password: 'own origin' },
      headers: { cookie: 'site_session=abc', origin: `http://127.0.0.1:${port}` },
    });
    expect(fromPage.status).toBe(303);
    const fromElsewhere = await send('POST', `/${link.short_url}`, {
      form: { password: 'own origin' },
      headers: { cookie: 'site_session=abc', origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
  });

  it('answers a POST to a link without a password by sending the visitor on, and to no link with not-found', async () => {
    const plain = (await owner.client.post('/api/links', { destination_url: destination })).body;
    const sent = await send('POST', `/${plain.short_url}`, { form: { password: 'anything' } });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(destination);
    expect((await send('POST', '/no-such-code', { form: { password: 'x' } })).status).toBe(404);
  });
});
