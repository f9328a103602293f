import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clicks, shortlinks } from '../../src/server/db/schema';
import { createVisitorHasher } from '../../src/server/platform/net/visitor-hash';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { notificationsSettled } from './helpers/notifications-settled';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

const destination = 'https://example.com/landing?ref=site';

async function createLink(client = clients.subscribed.client, body: Record<string, unknown> = {}) {
  return client.post('/api/links', { destination_url: destination, ...body });
}

const browserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0';

interface Visit {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  json(): any;
}
type VisitFn = (path: string, headers?: Record<string, string>, method?: 'GET' | 'HEAD') => Promise<Visit>;

/** Through Fastify (app.inject): the /:code route, which also resolves codes not yet cached. */
const visit: VisitFn = (path, headers = {}, method = 'GET') =>
  t.app.inject({ method, url: path, headers: { 'user-agent': browserAgent, ...headers } });

/** Over a real connection: a cached link is answered before Fastify (serveCached). */
function httpVisit(app: () => FastifyInstance): VisitFn {
  return (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const { port } = app().server.address() as AddressInfo;
      const request = httpRequest(
        { host: '127.0.0.1', port, path, method, headers: { 'user-agent': browserAgent, ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              json: () => JSON.parse(body),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
}

async function clickRows(linkId: string) {
  await t.parts.analytics.ingest.flush();
  return t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
}

describe('creating links', () => {
  it('creates a link with a 7-character base62 code and the default domain', async () => {
    const response = await createLink(clients.admin.client, { title: 'Landing' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      short_url: expect.stringMatching(/^[0-9A-Za-z]{7}$/),
      domain: 'localhost',
      destination_url: destination,
      click_count: 0,
      is_active: true,
      title: 'Landing',
      forward_query: true,
    });
    expect(response.body.link).toBe(`http://localhost:3000/${response.body.short_url}`);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/relative/path'],
    ['ftp://example.com/file'],
    [`https://example.com/${'a'.repeat(2_050)}`],
    ['http://localhost:3000/abc'],
    ['not a url'],
  ])('refuses the destination %s naming destination_url', async (url) => {
    const response = await clients.admin.client.post('/api/links', { destination_url: url });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['destination_url']);
  });

  it.each([
    ['login', 'reserved'],
    ['api', 'reserved'],
    ['Dashboard', 'reserved'],
    ['ab', 'length'],
    ['a'.repeat(65), 'length'],
    ['has space', 'characters'],
    ['dot.ted', 'characters'],
    ['émoji', 'characters'],
  ])('refuses the alias %s (%s) naming custom_alias', async (alias) => {
    const response = await clients.admin.client.post('/api/links', {
      destination_url: destination,
      custom_alias: alias,
    });
    expect(response.status).toBe(400);
    // A whole sentence that reads on its own, not a fragment after the field's name.
    expect(response.body.error.fields.custom_alias).toMatch(/^[A-Z].*\.$/);
  });

  it('keeps aliases unique per domain and case-sensitive', async () => {
    const first = await createLink(clients.admin.client, { custom_alias: 'Promo-2026' });
    expect(first.status).toBe(201);
    const taken = await createLink(clients.admin.client, { custom_alias: 'Promo-2026' });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.custom_alias).toBe(
      'This alias is already taken on localhost. Choose another one.',
    );
    const otherCase = await createLink(clients.admin.client, { custom_alias: 'promo-2026' });
    expect(otherCase.status).toBe(201);
    expect((await visit('/Promo-2026')).headers.location).toBe(destination);
  });

  it('reports every invalid field at once, and writes nothing', async () => {
    const before = (await t.database.db.select().from(shortlinks)).length;
    const response = await clients.admin.client.post('/api/links', {
      destination_url: 'javascript:x',
      custom_alias: 'x',
      expires_at: 'tomorrow',
      domain: 'evil.example',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual([
      'custom_alias',
      'destination_url',
      'expires_at',
    ]);
    for (const why of Object.values<string>(response.body.error.fields)) expect(why).toMatch(/^[A-Z].*\.$/);
    const domainOnly = await clients.admin.client.post('/api/links', {
      destination_url: destination,
      domain: 'evil.example',
    });
    expect(domainOnly.body.error.fields).toHaveProperty('domain');
    expect((await t.database.db.select().from(shortlinks)).length).toBe(before);
  });

  it('refuses an expiry in the past', async () => {
    const response = await createLink(clients.admin.client, {
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('expires_at');
  });

  it('follows the plan: basic cannot create, the trial cannot use aliases', async () => {
    const basic = await createLink(clients.basic.client);
    expect(basic.status).toBe(403);
    const trialAlias = await createLink(clients.trial.client, { custom_alias: 'trial-alias' });
    expect(trialAlias.status).toBe(400);
    expect(trialAlias.body.error.fields.custom_alias).toMatch(/plan/);
    expect((await createLink(clients.anonymous)).status).toBe(401);
  });

  it('holds the plan limit under 20 concurrent creates', async () => {
    // medium allows 5 links; the subscribed client has none yet.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createLink(clients.subscribed.client)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    expect(responses.find((response) => response.status === 403)?.body.error.code).toBe('limit_reached');
    const owned = await t.database.db
      .select()
      .from(shortlinks)
      .where(eq(shortlinks.workspaceId, clients.subscribed.id));
    expect(owned).toHaveLength(5);
  });
});

describe("another user's links", () => {
  it('answer 404 to every operation, and admins may only read', async () => {
    const mine = (await createLink(clients.trial.client)).body;
    const other = clients.other.client;
    expect((await other.get(`/api/links/${mine.id}`)).status).toBe(404);
    expect((await other.patch(`/api/links/${mine.id}`, { title: 'stolen' })).status).toBe(404);
    expect((await other.delete(`/api/links/${mine.id}`)).status).toBe(404);
    expect((await other.get('/api/links')).body.items.map((link: { id: string }) => link.id)).not.toContain(
      mine.id,
    );

    expect((await clients.admin.client.get(`/api/links/${mine.id}`)).status).toBe(200);
    expect((await clients.admin.client.patch(`/api/links/${mine.id}`, { title: 'admin edit' })).status).toBe(
      404,
    );
    expect((await clients.trial.client.get(`/api/links/${mine.id}`)).body.title).toBeNull();
    expect((await other.get('/api/links/not-a-uuid')).status).toBe(404);
  });
});

describe('deleting a link', () => {
  async function rollupRows(linkId: string): Promise<number> {
    const { rows } = await t.database.pool.query(
      `SELECT (SELECT count(*) FROM click_rollups_hourly WHERE scope = $1)
            + (SELECT count(*) FROM click_rollups_daily WHERE scope = $1) AS n`,
      [linkId],
    );
    return Number(rows[0].n);
  }

  it('takes its clicks and its own rollups with it', async () => {
    const link = (await createLink(clients.admin.client)).body;
    await visit(`/${link.short_url}`);
    expect(await clickRows(link.id)).toHaveLength(1);
    expect(await rollupRows(link.id)).toBeGreaterThan(0);

    expect((await clients.admin.client.delete(`/api/links/${link.id}`)).status).toBe(204);
    expect(await clickRows(link.id)).toEqual([]);
    expect(await rollupRows(link.id)).toBe(0);
  });

  it('deletes nothing when a part of the deletion fails (one transaction)', async () => {
    const link = (await createLink(clients.admin.client)).body;
    await visit(`/${link.short_url}`);
    expect(await clickRows(link.id)).toHaveLength(1);
    // The link's own row refuses to go, after analytics' handler has deleted its clicks in the
    // same transaction: they must come back with the rollback.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_link_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'deletion interrupted'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_link_delete BEFORE DELETE ON shortlinks
        FOR EACH ROW WHEN (OLD.id = '${link.id}') EXECUTE FUNCTION refuse_link_delete()`),
    );
    try {
      expect((await clients.admin.client.delete(`/api/links/${link.id}`)).status).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_link_delete ON shortlinks'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_link_delete()'));
    }
    expect(await clickRows(link.id)).toHaveLength(1);
    expect(await rollupRows(link.id)).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, link.id));
    expect(row?.id).toBe(link.id);
  });
});

describe('listing', () => {
  it('lists newest first, 50 a page, and searches', async () => {
    const { client } = clients.admin;
    for (let i = 0; i < 52; i++) {
      await client.post('/api/links', { destination_url: `https://list.example/${i}`, title: `Item ${i}` });
    }
    const page1 = (await client.get('/api/links')).body;
    expect(page1.items).toHaveLength(50);
    expect(page1.page_size).toBe(50);
    expect(page1.items[0].destination_url).toBe('https://list.example/51');
    const page2 = (await client.get('/api/links?page=2')).body;
    expect(page2.items.length).toBe(page1.total - 50);
    const found = (await client.get('/api/links?q=LIST.EXAMPLE/5')).body;
    expect(found.items.map((link: { destination_url: string }) => link.destination_url).sort()).toEqual(
      ['https://list.example/5', 'https://list.example/50', 'https://list.example/51'].sort(),
    );
    expect((await client.get('/api/links?q=%25')).body.total).toBe(0);
  });
});

describe.each([
  ['through Fastify', visit],
  ['over HTTP, cached links answered before Fastify', httpVisit(() => t.app)],
])('redirects (%s)', (_transport, visit) => {
  beforeAll(async () => {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('answers 302 for an active link, 404 for unknown and disabled ones, 410 for an expired one', async () => {
    const link = (await createLink(clients.admin.client)).body;
    const ok = await visit(`/${link.short_url}`);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(destination);
    expect(ok.headers['cache-control']).toBe('private, max-age=0');
    // An empty body said as such, first visit and cached ones alike: never chunked.
    for (const answer of [ok, await visit(`/${link.short_url}`)]) {
      expect(answer.headers['content-length']).toBe('0');
      expect(answer.headers['transfer-encoding']).toBeUndefined();
    }

    const unknown = await visit('/zzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-security-policy']).toContain("script-src 'self'");

    await clients.admin.client.patch(`/api/links/${link.id}`, { is_active: false });
    expect((await visit(`/${link.short_url}`)).statusCode).toBe(404);
    await clients.admin.client.patch(`/api/links/${link.id}`, { is_active: true });
    expect((await visit(`/${link.short_url}`)).statusCode).toBe(302);

    await t.database.db
      .update(shortlinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlinks.id, link.id));
    await t.parts.links.cache.invalidate([`localhost/${link.short_url}`]);
    const expired = await visit(`/${link.short_url}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('leaves app pages to the web app', async () => {
    const response = await visit('/api');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('merges the visitor query string (incoming wins) unless turned off', async () => {
    const link = (await createLink(clients.admin.client)).body;
    const merged = await visit(`/${link.short_url}?ref=tg&utm_source=x`);
    expect(merged.headers.location).toBe('https://example.com/landing?ref=tg&utm_source=x');
    await clients.admin.client.patch(`/api/links/${link.id}`, { forward_query: false });
    expect((await visit(`/${link.short_url}?ref=tg`)).headers.location).toBe(destination);
  });

  it('sees an edit at once (cache invalidated)', async () => {
    const link = (await createLink(clients.admin.client)).body;
    expect((await visit(`/${link.short_url}`)).headers.location).toBe(destination);
    await clients.admin.client.patch(`/api/links/${link.id}`, {
      destination_url: 'https://changed.example/',
    });
    expect((await visit(`/${link.short_url}`)).headers.location).toBe('https://changed.example/');
    await clients.admin.client.patch(`/api/links/${link.id}`, { custom_alias: 'renamed-link' });
    expect((await visit(`/${link.short_url}`)).statusCode).toBe(404);
    expect((await visit('/renamed-link')).headers.location).toBe('https://changed.example/');
    await clients.admin.client.delete(`/api/links/${link.id}`);
    expect((await visit('/renamed-link')).statusCode).toBe(404);
  });

  it('makes no database query for a cached redirect', async () => {
    const link = (await createLink(clients.admin.client)).body;
    // On PostgreSQL the creation's change notification comes back to this process too, and
    // would drop the entry the next visit caches: let it arrive first.
    await notificationsSettled(t);
    await visit(`/${link.short_url}`);
    // That visit's write (the flush timer's, every second) is not the redirect's query.
    await t.parts.analytics.ingest.flush();
    const query = vi.spyOn(t.database.pool, 'query');
    const connect = vi.spyOn(t.database.pool, 'connect');
    try {
      for (let i = 0; i < 20; i++)
        expect((await visit(`/${link.short_url}`, {}, 'HEAD')).statusCode).toBe(302);
      expect(query).not.toHaveBeenCalled();
      expect(connect).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      connect.mockRestore();
    }
  });

  it('records GET visits with their details, not HEAD, and leaves bots out of the count', async () => {
    const link = (await createLink(clients.admin.client)).body;
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    await visit(`/${link.short_url}`, { 'user-agent': iphone, referer: 'https://t.me/some/channel' });
    await visit(`/${link.short_url}`, {}, 'HEAD');
    await visit(`/${link.short_url}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const rows = await clickRows(link.id);
    expect(rows).toHaveLength(2);
    const human = rows.find((row) => !row.isBot)!;
    expect(human).toMatchObject({
      device: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      referrerHost: 't.me',
      destination,
    });
    // The hash the redirect's Visitor gives targeting is the one the click is stored with.
    const hashVisitor = createVisitorHasher(t.config.authSecret);
    expect(human.visitorHash).toBe(hashVisitor(human.clickedAt.getTime(), '127.0.0.1', iphone));
    expect(rows.find((row) => row.isBot)?.device).toBe('bot');
    expect((await clients.admin.client.get(`/api/links/${link.id}`)).body.click_count).toBe(1);
  });

  it('finds the country from the address, and from a proxy header only when trusted', async () => {
    const link = (await createLink(clients.admin.client)).body;
    await t.app.inject({
      method: 'GET',
      url: `/${link.short_url}`,
      remoteAddress: '36.66.0.1',
      headers: { 'cf-ipcountry': 'US' },
    });
    const [row] = await clickRows(link.id);
    expect(row?.country).toBe('ID');
  });

  it('sends links with a preview through /safe-redirect, which never takes a URL', async () => {
    const link = (await createLink(clients.admin.client, { preview: true, title: 'Preview me' })).body;
    const response = await visit(`/${link.short_url}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/safe-redirect?link=${link.id}`);
    const preview = await clients.anonymous.get(`/api/safe-redirect/${link.id}`);
    expect(preview.body).toEqual({ destination_url: destination, title: 'Preview me', link: link.link });
    await clients.admin.client.patch(`/api/links/${link.id}`, { is_active: false });
    expect((await clients.anonymous.get(`/api/safe-redirect/${link.id}`)).status).toBe(404);
    expect((await clients.anonymous.get('/api/safe-redirect/https%3A%2F%2Fevil.example')).status).toBe(404);
  });
});

describe('redirects behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  let proxiedClients: AuthClients;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    proxiedClients = await buildAuthClients(proxied);
    await proxied.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('records the same visitor the same way on the first visit (Fastify) and on cached ones', async () => {
    const link = (await createLink(proxiedClients.admin.client)).body;
    const overHttp = httpVisit(() => proxied.app);
    // The client is the first address the proxies forwarded; its country comes from it...
    const headers = { 'x-forwarded-for': '36.66.0.1, 10.0.0.7' };
    for (let i = 0; i < 3; i++) expect((await overHttp(`/${link.short_url}`, headers)).statusCode).toBe(302);
    // ...unless the proxy names the country itself.
    await overHttp(`/${link.short_url}`, { ...headers, 'cf-ipcountry': 'SG' });
    await proxied.parts.analytics.ingest.flush();
    const rows = await proxied.database.db.select().from(clicks).where(eq(clicks.linkId, link.id));
    expect(rows.map((row) => row.country).sort()).toEqual(['ID', 'ID', 'ID', 'SG']);
    // One visitor: the hash (of address and agent) is the same whichever way the visit came in.
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
  });
});

// Two servers on one PostgreSQL: an edit made through one reaches the other's redirect cache
// through LISTEN/NOTIFY. PGlite is one process by construction (its data directory is locked).
if (testEngine === 'postgres') {
  describe('redirect cache across processes (PostgreSQL)', () => {
    it("drops the other process's cached link when it is edited", async () => {
      const second = await buildTestApp({ location: t.location });
      try {
        const link = (await createLink(clients.admin.client)).body;
        const visitSecond = (path: string) => second.app.inject({ method: 'HEAD', url: path });
        expect((await visitSecond(`/${link.short_url}`)).headers.location).toBe(destination);
        await clients.admin.client.patch(`/api/links/${link.id}`, {
          destination_url: 'https://moved.example/',
        });
        await vi.waitFor(
          async () =>
            expect((await visitSecond(`/${link.short_url}`)).headers.location).toBe('https://moved.example/'),
          { timeout: 5_000, interval: 50 },
        );
      } finally {
        await second.stop();
      }
    });

    it('still hears edits after its listener connection was killed', async () => {
      const second = await buildTestApp({ location: t.location });
      try {
        const link = (await createLink(clients.admin.client)).body;
        const visitSecond = (path: string) => second.app.inject({ method: 'HEAD', url: path });
        expect((await visitSecond(`/${link.short_url}`)).headers.location).toBe(destination);
        const listeners = `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
          AND application_name = 'ringkas change bus' AND state = 'idle' AND query LIKE 'LISTEN %'`;
        const before = (await t.database.pool.query<{ pid: number }>(listeners)).rows.map((row) => row.pid);
        expect(before).toHaveLength(2);
        await t.database.pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'ringkas change bus'`,
        );
        // Both processes listen again, each on a new connection (a change sent before that is
        // missed, and only the cache's 5-minute expiry would correct it).
        await vi.waitFor(
          async () => {
            const after = (await t.database.pool.query<{ pid: number }>(listeners)).rows.map(
              (row) => row.pid,
            );
            expect(after.filter((pid) => !before.includes(pid))).toHaveLength(2);
          },
          { timeout: 5_000, interval: 50 },
        );
        await clients.admin.client.patch(`/api/links/${link.id}`, {
          destination_url: 'https://moved.example/',
        });
        await vi.waitFor(
          async () =>
            expect((await visitSecond(`/${link.short_url}`)).headers.location).toBe('https://moved.example/'),
          { timeout: 5_000, interval: 50 },
        );
      } finally {
        await second.stop();
      }
    });
  });
}
