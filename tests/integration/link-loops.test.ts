import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlinks } from '../../src/server/db/schema';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Loops (issue 17, item 5): a destination that reaches this server by any spelling is refused, on
// create and on edit, naming destination_url.

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://links.example.com', HOST: '10.0.0.5' } });
  clients = await buildAuthClients(t);
  const saved = await clients.admin.client.put('/api/admin/domain-settings', {
    base_domain: 'rk.example',
    other_domain: 'go.example',
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const loops = [
  'http://127.0.0.1/x',
  'http://127.1/x',
  'http://2130706433/x',
  'http://0x7f000001/x',
  'http://017700000001/x',
  'http://0.0.0.0:3000/x',
  'http://[::1]/x',
  'http://[::ffff:127.0.0.1]/x',
  'http://localhost/x',
  'http://localhost./x',
  'http://foo.localhost/x',
  'https://links.example.com./abc',
  'https://LINKS.example.COM/abc',
  'https://links.example.com:8443/abc',
  'http://rk.example/abc',
  'http://RK.example./abc',
  'https://go.example/abc',
  'https://GO.EXAMPLE./abc',
  'http://10.0.0.5:3000/',
];

function expectLoopRefused(response: { status: number; body: any }) {
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('validation_failed');
  expect(Object.keys(response.body.error.fields)).toEqual(['destination_url']);
  expect(response.body.error.fields.destination_url).toMatch(/would loop back here\.$/);
}

async function storedDestinations(): Promise<string[]> {
  const rows = await t.database.db
    .select({ destination: shortlinks.destinationUrl })
    .from(shortlinks)
    .where(eq(shortlinks.workspaceId, clients.subscribed.id));
  return rows.map((row) => row.destination);
}

describe('a destination leading back to this server', () => {
  it.each(loops)('is refused on create: %s', async (destination) => {
    expectLoopRefused(await clients.subscribed.client.post('/api/links', { destination_url: destination }));
  });

  it.each(loops)('is refused on edit, and the link keeps its destination: %s', async (destination) => {
    const created = await clients.subscribed.client.post('/api/links', {
      destination_url: 'https://example.com/kept',
    });
    expect(created.status).toBe(201);
    const edited = await clients.subscribed.client.patch(`/api/links/${created.body.id}`, {
      destination_url: destination,
      title: 'not saved either',
    });
    expectLoopRefused(edited);
    const after = await clients.subscribed.client.get(`/api/links/${created.body.id}`);
    expect(after.body).toMatchObject({ destination_url: 'https://example.com/kept', title: null });
    await clients.subscribed.client.delete(`/api/links/${created.body.id}`);
  });

  it('was stored by none of the attempts', async () => {
    const stored = await storedDestinations();
    for (const destination of loops) expect(stored).not.toContain(destination);
  });

  it('follows the short domains as the admin changes them', async () => {
    const destination = 'https://new.example/abc';
    const before = await clients.subscribed.client.post('/api/links', { destination_url: destination });
    expect(before.status).toBe(201);
    await clients.admin.client.put('/api/admin/domain-settings', { other_domain: 'new.example' });
    expectLoopRefused(await clients.subscribed.client.post('/api/links', { destination_url: destination }));
    expectLoopRefused(
      await clients.subscribed.client.patch(`/api/links/${before.body.id}`, {
        destination_url: 'https://NEW.example./other',
      }),
    );
    await clients.admin.client.put('/api/admin/domain-settings', { other_domain: 'go.example' });
    const after = await clients.subscribed.client.post('/api/links', { destination_url: destination });
    expect(after.status).toBe(201);
    for (const link of [before, after]) await clients.subscribed.client.delete(`/api/links/${link.body.id}`);
  });

  it('leaves other sites alone, near names included', async () => {
    for (const destination of [
      'https://example.com/',
      'https://sub.links.example.com/',
      'https://links.example.com.evil.example/',
      'https://localhost.example.com/',
      'http://10.0.0.6/',
    ]) {
      const response = await clients.subscribed.client.post('/api/links', { destination_url: destination });
      expect(response.status, destination).toBe(201);
      // within the plan's link limit
      expect((await clients.subscribed.client.delete(`/api/links/${response.body.id}`)).status).toBe(204);
    }
  });
});
