import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// The short domains open to every user (base_domain, other_domain): an admin's settings, owned by
// the domains module, and what links and redirects do with them.

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

describe('domain settings', () => {
  it('are the admin’s alone', async () => {
    expect((await clients.anonymous.get('/api/admin/domain-settings')).status).toBe(401);
    expect((await clients.subscribed.client.get('/api/admin/domain-settings')).status).toBe(403);
    expect(
      (
        await clients.subscribed.client.request('PUT', '/api/admin/domain-settings', {
          base_domain: 'x.example',
        })
      ).status,
    ).toBe(403);
    expect((await clients.admin.client.get('/api/admin/domain-settings')).body).toEqual({
      base_domain: '',
      other_domain: '',
      expired_url: '',
    });
  });

  it('names every invalid field and stores none of them', async () => {
    const response = await clients.admin.client.request('PUT', '/api/admin/domain-settings', {
      base_domain: 'rk.example',
      other_domain: 'not a domain',
      brand_name: 'x',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['brand_name', 'other_domain']);
    expect((await clients.admin.client.get('/api/admin/domain-settings')).body.base_domain).toBe('');
  });

  it('offer new links the admin’s domains (base first) and route their redirects at once', async () => {
    const saved = await clients.admin.client.request('PUT', '/api/admin/domain-settings', {
      base_domain: 'RK.Example',
      other_domain: 'go.example',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ base_domain: 'rk.example', other_domain: 'go.example', expired_url: '' });
    expect((await clients.subscribed.client.get('/api/links/domains')).body).toEqual({
      domains: ['rk.example', 'go.example', 'localhost'],
      default: 'rk.example',
      own: 'localhost',
    });

    const link = await clients.subscribed.client.post('/api/links', {
      destination_url: 'https://example.com/on-go',
      domain: 'go.example',
    });
    expect(link.status).toBe(201);
    expect(link.body.link).toBe(`http://go.example/${link.body.short_url}`);
    const visit = (host: string) =>
      t.app.inject({ method: 'HEAD', url: `/${link.body.short_url}`, headers: { host } });
    expect((await visit('go.example')).headers.location).toBe('https://example.com/on-go');
    // The same code on another short domain is another link.
    expect((await visit('rk.example')).statusCode).toBe(404);

    // Taken away: the domain is no longer offered, and its host falls back to the server's own.
    await clients.admin.client.request('PUT', '/api/admin/domain-settings', { other_domain: '' });
    expect((await clients.subscribed.client.get('/api/links/domains')).body.domains).toEqual([
      'rk.example',
      'localhost',
    ]);
    expect((await visit('go.example')).statusCode).toBe(404);
  });
});

// Two servers on one PostgreSQL: a change made through one reaches the other's redirects over the
// change bus. PGlite is one process by construction.
if (testEngine === 'postgres') {
  describe('domain settings across processes (PostgreSQL)', () => {
    it("reach the other process's redirects", async () => {
      const second = await buildTestApp({ location: t.location });
      try {
        await clients.admin.client.request('PUT', '/api/admin/domain-settings', {
          other_domain: 'far.example',
        });
        const link = await clients.subscribed.client.post('/api/links', {
          destination_url: 'https://example.com/far',
          domain: 'far.example',
        });
        expect(link.status).toBe(201);
        // Until the second process hears of far.example it serves that host as its own domain,
        // where the code does not exist.
        await vi.waitFor(
          async () => {
            const visit = await second.app.inject({
              method: 'HEAD',
              url: `/${link.body.short_url}`,
              headers: { host: 'far.example' },
            });
            expect(visit.headers.location).toBe('https://example.com/far');
          },
          // How soon is the benchmark's business; a loaded CI machine may need more than a second.
          { timeout: 5_000, interval: 25 },
        );
      } finally {
        await second.stop();
      }
    });
  });
}
