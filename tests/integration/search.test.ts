import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  const { subscribed, admin } = clients;
  await subscribed.client.post('/api/links', { destination_url: 'https://shop.example/spring-sale' });
  await subscribed.client.post('/api/links', {
    destination_url: 'https://blog.example/post',
    custom_alias: 'Promo-Code',
    title: 'Winter post',
  });
  await subscribed.client.post('/api/links', { destination_url: 'https://docs.example/a', title: 'Docs' });
  await admin.client.post('/api/links', { destination_url: 'https://shop.example/admin-only' });
});
afterAll(async () => {
  await t.close();
});

const search = (client = clients.subscribed.client, query: string) =>
  client.get(`/api/search/links?q=${encodeURIComponent(query)}`);

describe('GET /api/search/links', () => {
  it('finds the user’s own links by destination, alias, code and domain, case-insensitively', async () => {
    const byDestination = await search(undefined, 'SHOP.example');
    expect(byDestination.status).toBe(200);
    expect(byDestination.body.items.map((link: { destination_url: string }) => link.destination_url)).toEqual(
      ['https://shop.example/spring-sale'],
    );

    const byAlias = await search(undefined, 'promo-c');
    expect(byAlias.body.items).toHaveLength(1);
    expect(byAlias.body.items[0].custom_alias).toBe('Promo-Code');

    const code = (await search(undefined, 'docs.example')).body.items[0].short_url as string;
    expect((await search(undefined, code)).body.items[0].short_url).toBe(code);

    expect((await search(undefined, 'localhost')).body.items).toHaveLength(3);
  });

  it('returns at most 4 by default and never another user’s links, even for an admin', async () => {
    for (let index = 0; index < 3; index += 1) {
      await clients.subscribed.client.post('/api/links', {
        destination_url: `https://many.example/${index}`,
      });
    }
    expect((await search(undefined, 'example')).body.items).toHaveLength(4);
    const admin = await search(clients.admin.client, 'example');
    expect(admin.body.items.map((link: { destination_url: string }) => link.destination_url)).toEqual([
      'https://shop.example/admin-only',
    ]);
    expect((await search(clients.other.client, 'example')).body.items).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search(undefined, '%')).body.items).toEqual([]);
    expect((await search(undefined, '_')).body.items).toEqual([]);
  });

  it('names a missing or too long query and refuses visitors', async () => {
    const empty = await search(undefined, '  ');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['querystring.q']);
    const long = await search(undefined, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect((await clients.anonymous.get('/api/search/links?q=shop')).status).toBe(401);
  });
});
