import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlinks } from '../../src/server/db/schema';
import {
  buildAuthClients,
  setSubscription,
  signUp,
  uniqueEmail,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import { visitLink } from './helpers/redirect-visit';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Expiry by clicks (issue 42, item 2): a link may stop after a number of clicks; an expired link
// (by its time or its cap) goes to its expired URL, else its domain's default (the admin's, for
// the short domains), else a "This link has expired" page with 410, not the not-found page. Bots
// do not count, as they do not count in click_count. The list shows such links as expired.

const dayMs = 86_400_000;
const destination = 'https://shop.example/limited';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let t: TestApp;
let clients: AuthClients;
let owner: SignedInClient;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  owner = await signUp(t, { email: uniqueEmail('caps'), name: 'Capper' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

async function createLink(body: Record<string, unknown>) {
  const response = await owner.client.post('/api/links', { destination_url: destination, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; short_url: string; max_clicks: number | null; expired: boolean };
}

const visit = (code: string, headers: Record<string, string> = {}) =>
  visitLink(t.app, `/${code}`, { headers: { 'user-agent': chrome, 'accept-language': 'en', ...headers } });

async function clickCount(id: string) {
  await t.parts.analytics.ingest.flush();
  const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, id));
  return row!.clickCount;
}

describe(`click caps and expired URLs: the API (${testEngine})`, () => {
  it('stores a cap and an expired URL, changes and removes them', async () => {
    const link = await createLink({ max_clicks: 100, expired_url: 'https://shop.example/sold-out' });
    expect(link).toMatchObject({
      max_clicks: 100,
      expired_url: 'https://shop.example/sold-out',
      expired: false,
    });
    const changed = await owner.client.patch(`/api/links/${link.id}`, { max_clicks: 5, expired_url: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ max_clicks: 5, expired_url: null });
    const removed = await owner.client.patch(`/api/links/${link.id}`, { max_clicks: null });
    expect(removed.body.max_clicks).toBeNull();
  });

  it.each([
    ['a cap of 0', { max_clicks: 0 }, 'max_clicks', 'Allow at least 1 click.'],
    ['a negative cap', { max_clicks: -3 }, 'max_clicks', 'Allow at least 1 click.'],
    ['a fractional cap', { max_clicks: 1.5 }, 'max_clicks', 'Enter a whole number of clicks.'],
    ['a cap as text', { max_clicks: 'ten' }, 'max_clicks', 'Enter a whole number of clicks.'],
    ['a cap too large', { max_clicks: 1_000_000_001 }, 'max_clicks', 'Use at most 1000000000 clicks.'],
    ['an expired URL that is no URL', { expired_url: 'sold out' }, 'expired_url', /URL/],
    [
      'an expired URL back to this site',
      { expired_url: 'http://localhost/abc' },
      'expired_url',
      /loop|leads back|own/i,
    ],
  ])(
    'refuses %s, naming the field, on create and edit, and writes nothing',
    async (_name, body, field, message) => {
      const before = (await t.database.db.select().from(shortlinks)).length;
      const created = await owner.client.post('/api/links', { destination_url: destination, ...body });
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.error.fields)).toEqual([field]);
      expect(created.body.error.fields[field]).toMatch(message);
      expect(await t.database.db.select().from(shortlinks)).toHaveLength(before);
      const link = await createLink({});
      const edited = await owner.client.patch(`/api/links/${link.id}`, { ...body, title: 'Changed' });
      expect(edited.status).toBe(400);
      expect(Object.keys(edited.body.error.fields)).toEqual([field]);
      expect((await owner.client.get(`/api/links/${link.id}`)).body.title).toBeNull();
    },
  );

  it('answers in Indonesian for an account that speaks it', async () => {
    expect((await owner.client.patch('/api/me', { language: 'id' })).status).toBe(200);
    const refused = await owner.client.post('/api/links', { destination_url: destination, max_clicks: 0 });
    await owner.client.patch('/api/me', { language: 'en' });
    expect(refused.body.error.fields.max_clicks).toBe('Izinkan minimal 1 klik.');
  });
});

describe(`click caps and expired URLs: visits (${testEngine})`, () => {
  it('sends visitors on until the cap, then answers 410 "This link has expired" in their language', async () => {
    const link = await createLink({ max_clicks: 3 });
    for (let index = 0; index < 3; index++) expect((await visit(link.short_url)).status).toBe(302);
    const ended = await visit(link.short_url);
    expect(ended.status).toBe(410);
    expect(ended.headers['cache-control']).toBe('no-cache');
    expect(ended.body).toContain('This link has expired');
    expect(ended.body).not.toContain('shop.example');
    const inIndonesian = await visit(link.short_url, { 'accept-language': 'id' });
    expect(inIndonesian.body).toContain('Tautan ini sudah kedaluwarsa');
    expect(await clickCount(link.id)).toBe(3);

    const read = await owner.client.get(`/api/links/${link.id}`);
    expect(read.body).toMatchObject({ click_count: 3, expired: true });
    const listed = await owner.client.get('/api/links?state=expired');
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(link.id);
    const active = await owner.client.get('/api/links?state=active');
    expect(active.body.items.map((item: { id: string }) => item.id)).not.toContain(link.id);
  });

  it("stops at the cap when an edit reloads the link before the flush has written this process's clicks", async () => {
    const link = await createLink({ max_clicks: 3 });
    for (let index = 0; index < 2; index++) expect((await visit(link.short_url)).status).toBe(302);
    // The edit drops the entry here (and, on PostgreSQL, again when its NOTIFY comes back); the
    // reload reads a click count the flush has not brought up to date yet.
    expect((await owner.client.patch(`/api/links/${link.id}`, { title: 'Renamed' })).status).toBe(200);
    expect((await visit(link.short_url)).status).toBe(302);
    expect((await visit(link.short_url)).status).toBe(410);
    expect(await clickCount(link.id)).toBe(3);
  });

  it("does not count bots' visits against the cap", async () => {
    const link = await createLink({ max_clicks: 2 });
    for (let index = 0; index < 3; index++)
      expect(
        (await visit(link.short_url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
          .status,
      ).toBe(302);
    expect((await visit(link.short_url)).status).toBe(302);
    expect((await visit(link.short_url)).status).toBe(302);
    expect((await visit(link.short_url)).status).toBe(410);
    expect(await clickCount(link.id)).toBe(2);
  });

  it('sends an expired link to its own expired URL (no click recorded), by time as by clicks', async () => {
    const link = await createLink({ max_clicks: 1, expired_url: 'https://shop.example/sold-out' });
    expect((await visit(link.short_url)).status).toBe(302);
    const after = await visit(link.short_url);
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('https://shop.example/sold-out');
    expect(await clickCount(link.id)).toBe(1);

    const timed = await createLink({ expired_url: 'https://shop.example/too-late' });
    await t.database.db
      .update(shortlinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shortlinks.id, timed.id));
    await t.parts.links.cache.invalidate([`localhost/${timed.short_url}`]);
    expect((await visit(timed.short_url)).headers.location).toBe('https://shop.example/too-late');
  });

  it("sends an expired link without one to the admin's expired URL for the short domains", async () => {
    const saved = await clients.admin.client.put('/api/admin/domain-settings', {
      expired_url: 'https://brand.example/expired',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.expired_url).toBe('https://brand.example/expired');
    try {
      const link = await createLink({ max_clicks: 1 });
      await visit(link.short_url);
      const after = await visit(link.short_url);
      expect(after.status).toBe(302);
      expect(after.headers.location).toBe('https://brand.example/expired');
      const own = await createLink({ max_clicks: 1, expired_url: 'https://shop.example/own' });
      await visit(own.short_url);
      expect((await visit(own.short_url)).headers.location).toBe('https://shop.example/own');
    } finally {
      await clients.admin.client.put('/api/admin/domain-settings', { expired_url: '' });
    }
    const refused = await clients.admin.client.put('/api/admin/domain-settings', {
      expired_url: 'not a url',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['expired_url']);
  });

  it('opens again when the owner raises the cap, and a duplicate starts counting afresh', async () => {
    const link = await createLink({ max_clicks: 1 });
    await visit(link.short_url);
    expect((await visit(link.short_url)).status).toBe(410);
    // Written first: an edit reloads the link with the stored count (ADR 0030).
    expect(await clickCount(link.id)).toBe(1);
    expect((await owner.client.patch(`/api/links/${link.id}`, { max_clicks: 2 })).status).toBe(200);
    expect((await visit(link.short_url)).status).toBe(302);
    expect((await visit(link.short_url)).status).toBe(410);
    const copy = await owner.client.post(`/api/links/${link.id}/duplicate`);
    expect(copy.body).toMatchObject({ max_clicks: 2, click_count: 0, expired: false });
    expect((await visit(copy.body.short_url)).status).toBe(302);
  });
});
