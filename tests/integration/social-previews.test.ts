import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPreviewImages, shortlinks } from '../../src/server/db/schema';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
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

// Social previews (issue 42, item 3): a link's title, description and image for the networks'
// crawlers, the empty parts filled on save from the destination's own tags (a local fake site,
// reached by name through the test's DNS and the outbound allow list; private addresses refused),
// images uploaded (judged by their bytes, at most 5 MB, cut to 1200x630), and the crawler's page.

const dayMs = 86_400_000;
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const facebook = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

const pages: Record<string, { type: string; body: string }> = {
  '/tagged': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head><title>Plain title</title>
      <meta property="og:title" content="Ramadan &amp; Lebaran sale">
      <meta property="og:description" content="Up to   70% off,
        this week only.">
      <meta property="og:image" content="https://cdn.shop.example/card.jpg">
      </head><body>hello</body></html>`,
  },
  '/plain': { type: 'text/html', body: '<html><head><title> Just a title </title></head></html>' },
  '/file': { type: 'application/pdf', body: '%PDF-1.7' },
};

let dns: FakeDns;
let site: Server;
let origin: string;
let t: TestApp;
let clients: AuthClients;
let owner: SignedInClient;
beforeAll(async () => {
  dns = await startFakeDns();
  dns.a('shop.preview.test', '127.0.0.1');
  dns.a('intranet.preview.test', '10.0.0.8');
  site = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://shop.preview.test:${(site.address() as AddressInfo).port}`;
  t = await buildTestApp({ env: { DNS_SERVERS: dns.server, OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' } });
  clients = await buildAuthClients(t);
  owner = await signUp(t, { email: uniqueEmail('og'), name: 'Sharer' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => site?.close(resolve));
  await dns?.close();
});

async function create(body: Record<string, unknown>, who: SignedInClient = owner) {
  return who.client.post('/api/links', { destination_url: `${origin}/tagged`, ...body });
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();

describe(`social previews: the API (${testEngine})`, () => {
  it("fills the empty parts from the destination's own tags on save", async () => {
    const created = await create({ social_preview: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.social_preview).toEqual({
      title: 'Ramadan & Lebaran sale',
      description: 'Up to 70% off, this week only.',
      image: 'https://cdn.shop.example/card.jpg',
      image_url: 'https://cdn.shop.example/card.jpg',
    });
    expect(created.body.social_preview_problem).toBeNull();
  });

  it('keeps what the owner wrote and fills only the rest; a page without tags gives its title', async () => {
    const created = await create({ social_preview: { title: 'Our own words' } });
    expect(created.body.social_preview).toMatchObject({
      title: 'Our own words',
      description: 'Up to 70% off, this week only.',
    });
    const plain = await create({ destination_url: `${origin}/plain`, social_preview: {} });
    expect(plain.body.social_preview).toMatchObject({
      title: 'Just a title',
      description: null,
      image: null,
    });
  });

  it('saves the link and says why when the destination cannot be read', async () => {
    const file = await create({ destination_url: `${origin}/file`, social_preview: { title: 'A file' } });
    expect(file.status).toBe(201);
    expect(file.body.social_preview).toMatchObject({ title: 'A file', description: null });
    expect(file.body.social_preview_problem).toBe('The destination is not an HTML page.');
    const missing = await create({ destination_url: `${origin}/gone`, social_preview: { title: 'Gone' } });
    expect(missing.body.social_preview_problem).toBe('The destination answered 404.');
  });

  it('refuses to read a destination at a private or metadata address, naming why', async () => {
    const intranet = await create({
      destination_url: 'http://intranet.preview.test/',
      social_preview: { title: 'In' },
    });
    expect(intranet.status).toBe(201);
    expect(intranet.body.social_preview_problem).toMatch(/10\.0\.0\.8/);
    const tags = await owner.client.get(
      `/api/links/social-tags?url=${encodeURIComponent('http://169.254.169.254/latest')}`,
    );
    expect(tags.status).toBe(400);
    expect(Object.keys(tags.body.error.fields)).toEqual(['url']);
    expect(tags.body.error.fields.url).toMatch(/169\.254\.169\.254/);
    const read = await owner.client.get(
      `/api/links/social-tags?url=${encodeURIComponent(`${origin}/tagged`)}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('Ramadan & Lebaran sale');
  });

  it.each([
    ['a title too long', { title: 'x'.repeat(121) }, 'social_preview.title'],
    ['a description too long', { description: 'x'.repeat(301) }, 'social_preview.description'],
    ['an image over plain http', { image: 'http://cdn.example/card.jpg' }, 'social_preview.image'],
    ['an image that is no URL', { image: 'card.jpg' }, 'social_preview.image'],
    ['an unknown part', { colour: 'red' }, 'social_preview.colour'],
  ])('refuses %s, naming the field, and writes nothing', async (_name, preview, field) => {
    const before = (await t.database.db.select().from(shortlinks)).length;
    const refused = await create({ social_preview: preview });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual([field]);
    expect(await t.database.db.select().from(shortlinks)).toHaveLength(before);
  });

  it('refuses previews on a plan without them, naming the plans that have them', async () => {
    const refused = await create({ social_preview: { title: 'Nope' } }, clients.subscribed);
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields).toEqual({
      social_preview: 'Social previews are not included in your plan.',
    });
    expect(refused.body.error.message).toContain('They come with VIP and VIP Max.');
    const upload = await clients.subscribed.client.post('/api/links/preview-images', {
      content_type: 'image/png',
      data_base64: (await pngOf(10, 10)).toString('base64'),
    });
    expect(upload.status).toBe(403);
  });

  it('takes an upload by its bytes, cuts it to 1200x630 and serves it to anyone; refuses what is not an image', async () => {
    const upload = await owner.client.post('/api/links/preview-images', {
      content_type: 'image/png',
      data_base64: (await pngOf(2000, 1000)).toString('base64'),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body.image).toMatch(/^upload:[0-9a-f-]{36}$/);
    const served = await visitLink(t.app, new URL(upload.body.image_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const [stored] = await t.database.db
      .select()
      .from(linkPreviewImages)
      .where(eq(linkPreviewImages.id, upload.body.image.slice('upload:'.length)));
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });

    const link = await create({ social_preview: { title: 'With upload', image: upload.body.image } });
    expect(link.body.social_preview.image_url).toBe(upload.body.image_url.replace('127.0.0.1', 'localhost'));

    const text = await owner.client.post('/api/links/preview-images', {
      content_type: 'image/png',
      data_base64: Buffer.from('not an image at all').toString('base64'),
    });
    expect(text.status).toBe(400);
    expect(Object.keys(text.body.error.fields)).toEqual(['data_base64']);
    const other = await signUp(t, { email: uniqueEmail('og2'), name: 'Other' });
    await setSubscription(t, other.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
    const stolen = await create({ social_preview: { image: upload.body.image } }, other);
    expect(stolen.status).toBe(400);
    expect(Object.keys(stolen.body.error.fields)).toEqual(['social_preview.image']);
  });
});

describe(`social previews: the crawlers (${testEngine})`, () => {
  it('gives a social crawler the Open Graph page pointing at the destination, and a person the 302', async () => {
    const link = (
      await create({
        social_preview: {
          title: 'Sale <today>',
          description: 'Big "deals"',
          image: 'https://cdn.example/card.jpg',
        },
      })
    ).body;
    const crawler = await visitLink(t.app, `/${link.short_url}?utm_source=fb`, {
      headers: { 'user-agent': facebook },
    });
    expect(crawler.status).toBe(200);
    expect(crawler.headers['content-type']).toContain('text/html');
    expect(crawler.body).toContain('<meta property="og:title" content="Sale &#60;today&#62;">');
    expect(crawler.body).toContain('<meta property="og:description" content="Big &#34;deals&#34;">');
    expect(crawler.body).toContain('<meta property="og:image" content="https://cdn.example/card.jpg">');
    expect(crawler.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(crawler.body).toMatch(
      new RegExp(`<meta property="og:url" content="http://127\\.0\\.0\\.1:\\d+/${link.short_url}">`),
    );
    expect(crawler.body).toContain(`url=${origin}/tagged"`);
    const person = await visitLink(t.app, `/${link.short_url}`, { headers: { 'user-agent': chrome } });
    expect(person.status).toBe(302);
    expect(person.headers.location).toBe(`${origin}/tagged`);
  });

  it('gives a crawler the 302 of a link without a preview, and the 401 of a protected one', async () => {
    const plain = (await create({})).body;
    expect(
      (await visitLink(t.app, `/${plain.short_url}`, { headers: { 'user-agent': facebook } })).status,
    ).toBe(302);
    const locked = (await create({ password: 'secret words', social_preview: { title: 'Hidden' } })).body;
    const answer = await visitLink(t.app, `/${locked.short_url}`, { headers: { 'user-agent': facebook } });
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('Hidden');
  });

  it('removes the preview on request', async () => {
    const link = (await create({ social_preview: { title: 'Temporary' } })).body;
    const removed = await owner.client.patch(`/api/links/${link.id}`, { social_preview: null });
    expect(removed.status).toBe(200);
    expect(removed.body.social_preview).toBeNull();
    expect(
      (await visitLink(t.app, `/${link.short_url}`, { headers: { 'user-agent': facebook } })).status,
    ).toBe(302);
  });
});
