import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInClient } from './helpers/auth-clients';
import { startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres';
import { notificationsSettled } from './helpers/notifications-settled';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The database going away degrades the server, it does not break it. The test runs a PostgreSQL
// of its own (never the shared one), stops it at once as a crash would, and walks every public
// route over real HTTP (so the cached redirect takes its raw Node path, ADR 0005) during the
// outage; then starts it again and sees the buffered click written and health back to ok. It runs
// with the suite on PostgreSQL (vitest.config.ts): the embedded engine runs inside the process and
// cannot go away without it, and a machine without PostgreSQL installed cannot start one.

describe('a database outage', () => {
  let server: PrivatePostgres;
  let t: TestApp;
  let base: string;
  let owner: SignedInClient;
  let code: string;
  let linkId: string;
  let plansBefore: unknown;
  const knownMissing = 'gone-before';

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', headers });

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const dataDir = await mkdtemp(join(tmpdir(), 'rk-'));
    // A built web app as the build leaves it: index.html and hashed assets.
    const webDir = join(dataDir, 'web-build');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><div id="root"></div><script src="/assets/app-1a2b.js"></script>\n',
    );
    await writeFile(join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app");\n');
    t = await buildTestApp({
      location: {
        dataDir,
        databaseUrl: server.url,
        dispose: () => rm(dataDir, { recursive: true, force: true }),
      },
      env: { WEB_DIST_DIR: webDir },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    owner = await signUp(t);
    const created = await owner.client.post('/api/links', { destination_url: 'https://example.com/landing' });
    expect(created.status).toBe(201);
    code = created.body.short_url;
    linkId = created.body.id;
    // The creation's change notification comes back to this process too: once it has, the first
    // visit's cache entry stays.
    await notificationsSettled(t);
    // The first visit resolves the code from the database and caches it; written at once.
    expect((await get(`/${code}`)).status).toBe(302);
    // A code asked for before the outage is remembered as unknown (for a minute).
    expect((await get(`/${knownMissing}`)).status).toBe(404);
    await t.parts.analytics.ingest.flush();
    // Last known values that differ from the built-in defaults.
    expect((await owner.client.put('/api/admin/brand', { brand_name: 'Outage Links' })).status).toBe(200);
    plansBefore = (await get('/api/plans').then((response) => response.json())) as unknown;

    await server.stop();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await server?.dispose();
  });

  it('keeps answering cached redirects and buffers their clicks', async () => {
    const response = await get(`/${code}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/landing');
    // The ingest tries to write and fails; the visit stays buffered for the retry.
    await t.parts.analytics.ingest.flush();
    expect(t.parts.analytics.ingest.stats().buffered).toBe(1);
  });

  it('answers a code it cannot look up with 503 and Retry-After, never 500', async () => {
    const response = await get('/never-seen');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).toContain('Outage Links');
    expect(html).toMatch(/temporarily unavailable/i);
  });

  it('answers a code it knows to be unknown with the not-found page', async () => {
    expect((await get(`/${knownMissing}`)).status).toBe(404);
  });

  it('serves the web app shell on every app route', async () => {
    for (const path of ['/', '/login', '/dashboard', '/shortlinks']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the brand and the plans it last knew', async () => {
    const brand = await get('/api/brand');
    expect(brand.status).toBe(200);
    expect(await brand.json()).toMatchObject({ brand_name: 'Outage Links' });
    const plans = await get('/api/plans');
    expect(plans.status).toBe(200);
    expect(await plans.json()).toEqual(plansBefore);
  });

  it('reports the outage in health, quickly', async () => {
    const started = performance.now();
    const response = await get('/api/health');
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'down',
      database: { engine: 'postgres', reachable: false },
    });
  });

  it('answers API calls that need the database with 503 and a JSON error', async () => {
    const cookie = owner.client.cookieHeader;
    // The web app asks better-auth for the session on every load.
    for (const path of ['/api/links', '/api/me', '/api/auth/get-session']) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toMatch(/^\d+$/);
      expect(await response.json(), path).toEqual({
        error: { code: 'service_unavailable', message: expect.stringMatching(/database/i) },
      });
    }
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: owner.email, password: 'anything at all' }),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
  });

  it('writes the buffered click and reports ok once the database is back', async () => {
    await server.start();
    const deadline = Date.now() + 15_000;
    let health = await get('/api/health');
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await get('/api/health');
    }
    expect(await health.json()).toMatchObject({ database: { reachable: true } });
    await t.parts.analytics.ingest.flush();
    expect(t.parts.analytics.ingest.stats().buffered).toBe(0);
    expect(await (await get('/api/health')).json()).toMatchObject({ status: 'ready', degraded: [] });
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM clicks WHERE link_id = $1',
        [linkId],
      );
      expect(rows[0]?.n).toBe(2);
    } finally {
      await client.end();
    }
    expect((await get('/never-seen')).status).toBe(404);
  });
});
