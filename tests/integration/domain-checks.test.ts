import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { startFilteringDns, type FilteringDns } from '../fakes/filtering-dns';
import { startWebSites, type WebSites } from '../fakes/web-sites';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Domain checks through the API, against real parts on 127.0.0.1 that the test controls: an
// ordinary DNS server, a filtering resolver (block CNAME, block address, Extended DNS Error 15,
// silence), and HTTP and HTTPS servers with certificates from the test's CA serving a healthy
// site, a 500, a hang and a redirect loop. The guard stays on: only 127.0.0.0/8 is allowed.

const dayMs = 86_400_000;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let dns: FakeDns;
let filter: FilteringDns;
let sites: WebSites;
let t: TestApp;
let admin: SignedInClient;
let counter = 0;
const fresh = (label: string) => `${label}-${(counter += 1)}.check.example`;

async function account(plan: string): Promise<SignedInClient> {
  const who = await signUp(t, { email: uniqueEmail(plan), name: plan });
  await setSubscription(t, who.id, plan, new Date(Date.now() + 30 * dayMs));
  return who;
}

/** A name served by the test's sites, resolving to 127.0.0.1 and clear at the filter. */
async function site(label: string, behaviour: 'healthy' | 'error' | 'hang' | 'loop', days = 90) {
  const name = fresh(label);
  dns.a(name, '127.0.0.1');
  filter.allow(name, '127.0.0.1');
  await sites.site(name, behaviour, days);
  return name;
}

async function watch(who: SignedInClient, hostname: string): Promise<string> {
  const added = await who.client.post('/api/checks', { hostnames: hostname });
  expect(added.status).toBe(201);
  return added.body.added[0].id;
}

async function checkNow(who: SignedInClient, id: string) {
  const response = await who.client.post(`/api/checks/${id}/run`);
  expect(response.status).toBe(200);
  return response.body;
}

beforeAll(async () => {
  [dns, filter, sites] = await Promise.all([startFakeDns(), startFilteringDns(), startWebSites()]);
  t = await buildTestApp({
    env: {
      DNS_SERVERS: dns.server,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      CHECK_HTTP_PORT: String(sites.ports.http),
      CHECK_HTTPS_PORT: String(sites.ports.https),
      CHECK_NOW_PER_MINUTE: '1000',
    },
    now,
    outboundCa: [sites.ca],
  });
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  const settings = await admin.client.put('/api/admin/check-settings', {
    resolvers: [{ name: 'Filter', address: filter.address, protocol: 'udp' }],
    signatures: { block_ips: ['36.86.63.185'], block_cnames: ['internetpositif.id'], ede_codes: [15] },
  });
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([dns?.close(), filter?.close(), sites?.close()]);
});
beforeEach(() => {
  clockOffsetMs = 0;
});

describe('a check of one domain', () => {
  it('records a healthy site: DNS answers, status, timings, certificate, clear at every resolver', async () => {
    const owner = await account('vip_max');
    const name = await site('healthy', 'healthy');
    const result = await checkNow(owner, await watch(owner, name));
    expect(result.last_check.state).toBe('up');
    const detail = result.last_check_detail;
    expect(detail.dns).toMatchObject({ a: ['127.0.0.1'], error: null, resolver: dns.server });
    expect(detail.http).toMatchObject({
      url: `https://${name}:${sites.ports.https}/`,
      status: 200,
      error: null,
    });
    expect(detail.http.timings.first_byte_ms).toBeGreaterThan(0);
    expect(detail.http.timings.tls_ms).toBeGreaterThan(0);
    expect(detail.certificate).toMatchObject({ trusted: true, name_matches: true, days_left: 89 });
    expect(detail.certificate.issuer).toContain('Ringkas Test CA');
    expect(detail.blocking).toEqual([
      expect.objectContaining({
        resolver: 'Filter',
        verdict: 'clear',
        rcode: 'NOERROR',
        answers: ['A 127.0.0.1'],
      }),
    ]);
    expect(result.last_check.latency_ms).toBe(detail.http.timings.first_byte_ms);
  });

  it('calls a 500 down, and a redirect loop down with its hops', async () => {
    const owner = await account('vip_max');
    const broken = await checkNow(owner, await watch(owner, await site('broken', 'error')));
    expect(broken.last_check).toMatchObject({
      state: 'down',
      http_status: 500,
      reasons: [{ code: 'http_status', status: 500 }],
    });
    const loop = await checkNow(owner, await watch(owner, await site('loop', 'loop')));
    expect(loop.last_check.state).toBe('down');
    expect(loop.last_check_detail.http.error).toMatch(/redirect/i);
    expect(loop.last_check_detail.http.redirects.length).toBeGreaterThanOrEqual(5);
  });

  it('calls a certificate with 3 days left expiring', async () => {
    const owner = await account('vip_max');
    const result = await checkNow(owner, await watch(owner, await site('expiring', 'healthy', 3)));
    expect(result.last_check).toMatchObject({ state: 'expiring', certificate_days_left: 2 });
  });

  it('gives up on a site that hangs after the total time-out, and calls it down', async () => {
    const owner = await account('vip_max');
    const started = Date.now();
    const result = await checkNow(owner, await watch(owner, await site('hang', 'hang')));
    expect(result.last_check.state).toBe('down');
    expect(result.last_check_detail.http.error).toMatch(/within 10000 ms/);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it.each([
    [
      'a CNAME to a block page',
      (name: string) => filter.blockWithCname(name, 'internetpositif.id', '36.86.63.185'),
      /CNAME internetpositif\.id/,
    ],
    [
      'a block page address',
      (name: string) => filter.blockWithAddress(name, '36.86.63.185'),
      /36\.86\.63\.185/,
    ],
    [
      'Extended DNS Error 15',
      (name: string) => filter.blockWithEde(name, 15, 'Blocked by national filter'),
      /Extended DNS Error 15/,
    ],
  ])(
    'calls a domain blocked when the filtering resolver answers %s, with the evidence',
    async (_, block, evidence) => {
      const owner = await account('vip_max');
      const name = await site('blocked', 'healthy');
      block(name);
      const result = await checkNow(owner, await watch(owner, name));
      expect(result.last_check.state).toBe('blocked');
      expect(result.last_check.resolvers).toEqual([{ resolver: 'Filter', verdict: 'blocked' }]);
      expect(result.last_check_detail.blocking[0].evidence).toMatch(evidence);
      expect(result.last_check.reasons).toEqual([{ code: 'blocked_by', resolvers: ['Filter'] }]);
    },
  );

  it('says unknown, never blocked, when the filtering resolver does not answer or fails', async () => {
    const owner = await account('vip_max');
    const silent = await site('silent', 'healthy');
    filter.silence(silent);
    const result = await checkNow(owner, await watch(owner, silent));
    expect(result.last_check.state).toBe('up');
    expect(result.last_check.resolvers).toEqual([{ resolver: 'Filter', verdict: 'unknown' }]);
    expect(result.last_check_detail.blocking[0].evidence).toMatch(/No answer/);
    const failing = await site('servfail', 'healthy');
    filter.servfail(failing);
    const second = await checkNow(owner, await watch(owner, failing));
    expect(second.last_check.resolvers).toEqual([{ resolver: 'Filter', verdict: 'unknown' }]);
  });

  it('calls a name without an address down', async () => {
    const owner = await account('vip_max');
    const missing = fresh('missing');
    const result = await checkNow(owner, await watch(owner, missing));
    expect(result.last_check.state).toBe('down');
    expect(result.last_check_detail.dns.error).toMatch(/NXDOMAIN/);
  });

  it('never fetches a site whose name resolves to an address outside the allow list', async () => {
    const owner = await account('vip_max');
    const name = fresh('private');
    dns.a(name, '10.0.0.1');
    filter.allow(name, '10.0.0.1');
    const result = await checkNow(owner, await watch(owner, name));
    expect(result.last_check.state).toBe('down');
    expect(result.last_check_detail.http.error).toMatch(/10\.0\.0\.1/);
  });
});

describe('watching domains', () => {
  it('adds a pasted list, naming each bad line once, for a watched domain, and adding none of it', async () => {
    const owner = await account('medium');
    const paste = 'good.example\nhttps://also.example/path\n127.0.0.1\n\nbad_label.example\ngood.example';
    const bad = await owner.client.post('/api/checks', { hostnames: paste });
    expect(bad.status).toBe(400);
    // The field names the line; its text is the reason alone (the page words "Line 3:").
    expect(bad.body.error.fields).toEqual({
      'hostnames.3': 'Domain checks watch domain names, not IP addresses: enter a domain name.',
      'hostnames.5':
        'Each part between dots may have 1 to 63 letters, digits or dashes, and cannot start or end with a dash.',
      'hostnames.6': 'Already on line 1.',
    });
    expect((await owner.client.get('/api/checks')).body.domains).toEqual([]);

    // The same in Indonesian, for an account that reads it.
    await owner.client.patch('/api/me', { language: 'id' });
    const inIndonesian = await owner.client.post('/api/checks', { hostnames: paste });
    expect(inIndonesian.body.error.fields).toMatchObject({
      'hostnames.3': 'Pemeriksaan domain memantau nama domain, bukan alamat IP: masukkan nama domain.',
      'hostnames.6': 'Sudah ada di baris 1.',
    });
    await owner.client.patch('/api/me', { language: 'en' });

    // The valid lines alone, as the page sends them after "Add the 2 valid domains".
    const good = await owner.client.post('/api/checks', {
      hostnames: 'good.example\nhttps://also.example/path',
    });
    expect(good.status).toBe(201);
    expect(good.body.added.map((domain: { hostname: string }) => domain.hostname)).toEqual([
      'good.example',
      'also.example',
    ]);

    // A name watched already is a bad line like the others, so the rest can be sent again.
    const again = await owner.client.post('/api/checks', { hostnames: 'new.example\ngood.example' });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ 'hostnames.2': 'You already watch good.example.' });
    expect((await owner.client.get('/api/checks')).body.used).toBe(2);
  });

  it("keeps to the plan's max_check_domains, all or none", async () => {
    const owner = await account('medium'); // 5
    expect(
      (await owner.client.post('/api/checks', { hostnames: 'a1.example\na2.example\na3.example' })).status,
    ).toBe(201);
    const over = await owner.client.post('/api/checks', { hostnames: 'a4.example\na5.example\na6.example' });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('limit_reached');
    expect(over.body.error.message).toMatch(/at most 5/);
    const list = await owner.client.get('/api/checks');
    expect(list.body).toMatchObject({
      used: 3,
      limits: { max_check_domains: 5, max_auto_check_domains: 3, min_interval_minutes: 10 },
    });
  });

  it("answers 404 for another account's domain on every route", async () => {
    const owner = await account('medium');
    const stranger = await account('medium');
    const id = await watch(owner, 'mine.example');
    for (const [method, path] of [
      ['GET', `/api/checks/${id}`],
      ['GET', `/api/checks/${id}/history`],
      ['GET', `/api/checks/${id}/history.csv`],
      ['POST', `/api/checks/${id}/run`],
      ['PATCH', `/api/checks/${id}`],
      ['DELETE', `/api/checks/${id}`],
    ] as const) {
      const response = await stranger.client.request(
        method,
        path,
        method === 'PATCH' ? { auto: true } : undefined,
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.client.get(`/api/checks/${id}`)).status).toBe(200);
  });

  it('limits Check now per account', async () => {
    const limited = await buildTestApp({ env: { DNS_SERVERS: dns.server, CHECK_NOW_PER_MINUTE: '2' } });
    try {
      const who = await signUp(limited, { email: uniqueEmail('limited'), name: 'Limited' });
      await setSubscriptionOn(limited, who.id);
      const added = await who.client.post('/api/checks', { hostnames: fresh('nx') });
      const id = added.body.added[0].id;
      expect((await who.client.post(`/api/checks/${id}/run`)).status).toBe(200);
      expect((await who.client.post(`/api/checks/${id}/run`)).status).toBe(200);
      const third = await who.client.post(`/api/checks/${id}/run`);
      expect(third.status).toBe(429);
      expect(third.body.error.message).toMatch(/2 times a minute/);
    } finally {
      await limited.close();
    }
  });

  it('keeps the history and exports it as CSV', async () => {
    const owner = await account('vip_max');
    const id = await watch(owner, await site('history', 'healthy'));
    await checkNow(owner, id);
    await checkNow(owner, id);
    const history = await owner.client.get(`/api/checks/${id}/history`);
    expect(history.body.checks).toHaveLength(2);
    const csv = await owner.client.request('GET', `/api/checks/${id}/history.csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(String(csv.body).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('still reads a check stored before reasons had codes: its English sentences as codes', async () => {
    const owner = await account('vip_max');
    const id = await watch(owner, await site('old-shape', 'error'));
    await checkNow(owner, id);
    await checkNow(owner, id);
    // The older check as an earlier build stored it: English sentences, one a bare HTTP error.
    const { rows } = await t.database.pool.query(
      `SELECT id, evidence FROM domain_checks WHERE watched_domain_id = $1 ORDER BY checked_at`,
      [id],
    );
    const [older] = rows as { id: string; evidence: { http: { error: string | null } } }[];
    const evidence = {
      ...older!.evidence,
      http: { ...older!.evidence.http, error: 'could not connect to shop.example:443: ECONNREFUSED' },
      reasons: [
        'DNS: No such domain (NXDOMAIN)',
        'Blocked by Nawala (test), Kominfo',
        'Certificate expires in 5 days',
        'could not connect to shop.example:443: ECONNREFUSED',
        'A sentence no build wrote',
      ],
    };
    await t.database.pool.query('UPDATE domain_checks SET evidence = $2 WHERE id = $1', [
      older!.id,
      JSON.stringify(evidence),
    ]);

    const history = await owner.client.get(`/api/checks/${id}/history`);
    expect(history.status).toBe(200);
    const [newer, old] = history.body.checks;
    expect(newer.reasons).toEqual([{ code: 'http_status', status: 500 }]);
    expect(old.reasons).toEqual([
      { code: 'dns_no_such_domain' },
      { code: 'blocked_by', resolvers: ['Nawala (test)', 'Kominfo'] },
      { code: 'certificate_expires', days: 5 },
      { code: 'no_http_answer', detail: 'could not connect to shop.example:443: ECONNREFUSED' },
      { code: 'text', text: 'A sentence no build wrote' },
    ]);
    const csv = String((await owner.client.request('GET', `/api/checks/${id}/history.csv`)).body);
    expect(csv).toContain(
      'DNS: no such domain (NXDOMAIN); Blocked by Nawala (test) and Kominfo; Certificate expires in 5 days; ' +
        'No HTTP answer: could not connect to shop.example:443: ECONNREFUSED; A sentence no build wrote',
    );

    // The newest check read the same way, as the list and the domain's page show it.
    await t.database.pool.query('UPDATE domain_checks SET evidence = $2 WHERE id = $1', [
      newer.id,
      JSON.stringify({ ...evidence, reasons: ['HTTP 500'] }),
    ]);
    const domain = await owner.client.get(`/api/checks/${id}`);
    expect(domain.body.last_check.reasons).toEqual([{ code: 'http_status', status: 500 }]);
    expect(domain.body.last_check_detail.reasons).toEqual([{ code: 'http_status', status: 500 }]);
  });
});

async function setSubscriptionOn(app: TestApp, id: string) {
  await app.parts.billing.subscriptions.change(id, 'vip_max', new Date(Date.now() + 30 * dayMs));
}

describe('schedules', () => {
  it('refuses an interval below the plan minimum and more automatic domains than the plan allows', async () => {
    const owner = await account('medium'); // 3 automatic, 10 minutes
    const ids = [];
    for (let index = 0; index < 4; index += 1) ids.push(await watch(owner, fresh('auto')));
    const short = await owner.client.patch(`/api/checks/${ids[0]}`, { auto: true, interval_minutes: 5 });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.interval_minutes).toBe(
      'The shortest interval on your plan is 10 minutes.',
    );
    const fraction = await owner.client.patch(`/api/checks/${ids[0]}`, { interval_minutes: 10.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields.interval_minutes).toMatch(/whole minutes/);
    for (const id of ids.slice(0, 3)) {
      const on = await owner.client.patch(`/api/checks/${id}`, { auto: true, interval_minutes: 10 });
      expect(on.status).toBe(200);
      expect(on.body.next_run_at).not.toBeNull();
    }
    const fourth = await owner.client.patch(`/api/checks/${ids[3]}`, { auto: true });
    expect(fourth.status).toBe(403);
    expect(fourth.body.error.fields.auto).toMatch(/At most 3/);
  });

  it('runs a schedule at the plan minimum on time, and nothing while paused', async () => {
    const owner = await account('vip'); // 5 minutes
    const id = await watch(owner, await site('scheduled', 'healthy'));
    expect((await owner.client.patch(`/api/checks/${id}`, { auto: true, interval_minutes: 5 })).status).toBe(
      200,
    );
    expect(await t.parts.checks.runDue()).toBe(0);
    clockOffsetMs = 5 * 60_000;
    expect(await t.parts.checks.runDue()).toBeGreaterThanOrEqual(1);
    const after = (await owner.client.get(`/api/checks/${id}`)).body;
    expect(after.last_check.state).toBe('up');
    expect(Date.parse(after.next_run_at) - now().getTime()).toBeGreaterThan(4 * 60_000);
    expect(await t.parts.checks.runDue()).toBe(0);

    expect((await owner.client.put('/api/checks/pause', { paused: true })).status).toBe(204);
    clockOffsetMs = 10 * 60_000;
    const paused = await owner.client.get('/api/checks');
    expect(paused.body.paused).toBe(true);
    expect(paused.body.domains[0].next_run_at).toBeNull();
    await t.parts.checks.runDue();
    expect((await owner.client.get(`/api/checks/${id}/history`)).body.checks).toHaveLength(1);
  });

  it('clamps schedules after a downgrade and says so until dismissed', async () => {
    const owner = await account('vip'); // 10 automatic, 5 minutes
    const ids = [];
    for (let index = 0; index < 4; index += 1) {
      const id = await watch(owner, fresh('clamp'));
      ids.push(id);
      expect(
        (await owner.client.patch(`/api/checks/${id}`, { auto: true, interval_minutes: 5 })).status,
      ).toBe(200);
    }
    await setSubscription(t, owner.id, 'medium', new Date(Date.now() + 30 * dayMs)); // 3 automatic, 10 minutes
    const list = (await owner.client.get('/api/checks')).body;
    expect(list.notice).toMatch(/4 schedules now run every 10 minutes/);
    expect(list.notice).toMatch(/turned off for 1 domain/);
    expect(list.auto_used).toBe(3);
    expect(list.domains.every((domain: { interval_minutes: number }) => domain.interval_minutes === 10)).toBe(
      true,
    );
    // Every page and poll shows it until the owner dismisses it.
    expect((await owner.client.get('/api/checks')).body.notice).toBe(list.notice);
    expect((await owner.client.request('DELETE', '/api/checks/notice')).status).toBe(204);
    expect((await owner.client.get('/api/checks')).body.notice).toBeNull();
  });

  it('reads a plan with no shortest interval as one with no automatic checks, and the editor refuses to save one', async () => {
    const plan = {
      name: `no_interval_${counter}`,
      display_name: { en: 'No interval', id: 'Tanpa interval' },
      price: 10_000,
      original_price: null,
      duration: 30,
      max_shortlinks: 5,
      auto_rotator: false,
      cloaking_country: false,
      fallback_url: false,
      custom_alias: false,
      device_targeting: false,
      advanced_rules: false,
      password_links: false,
      custom_previews: false,
      webhooks: false,
      max_check_domains: 10,
      max_auto_check_domains: 5,
      max_custom_domains: 0,
      max_members: 1,
      min_cron_job: null,
      discount: 0,
      isPopular: false,
      features: [],
    };
    // An automatic limit without an interval: refused, naming the interval; with no automatic
    // checks, an empty interval is what it says.
    const refused = await admin.client.post('/api/admin/plans', plan);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      min_cron_job: 'Enter the shortest interval, or set Automatic checks to 0.',
    });
    const created = await admin.client.post('/api/admin/plans', { ...plan, min_cron_job: 5 });
    expect(created.status).toBe(201);

    const owner = await account(plan.name);
    const [scheduled, other] = [await watch(owner, fresh('interval')), await watch(owner, fresh('interval'))];
    const on = await owner.client.patch(`/api/checks/${scheduled}`, { auto: true, interval_minutes: 5 });
    expect(on.status).toBe(200);

    // As a plan saved before the editor refused it holds it: 5 automatic domains, no interval.
    await t.database.pool.query(`UPDATE pricing_plans SET min_cron_job = NULL WHERE name = $1`, [plan.name]);
    const list = (await owner.client.get('/api/checks')).body;
    expect(list.limits.max_auto_check_domains).toBe(0);
    const refusedAuto = await owner.client.patch(`/api/checks/${other}`, { auto: true });
    expect(refusedAuto.status).toBe(403);
    expect(refusedAuto.body.error.fields.auto).toBe('Your plan has no automatic checks.');
    // The schedule set before is not run every minute: its turn finds the plan and stops it.
    clockOffsetMs += 5 * 60_000;
    await t.parts.checks.runDue();
    expect((await owner.client.get(`/api/checks/${scheduled}/history`)).body.checks).toHaveLength(0);
    const after = (await owner.client.get('/api/checks')).body;
    expect(after.auto_used).toBe(0);
    expect(after.notice).toMatch(/turned off for 1 domain/);
  });
});

describe('announcements', () => {
  it('tells the owner once per change, after two agreeing checks', async () => {
    const owner = await account('vip_max');
    const name = await site('flappy', 'healthy');
    const id = await watch(owner, name);
    const titles = async () =>
      (await owner.client.get('/api/notifications')).body.items.map((n: { title: string }) => n.title);

    await checkNow(owner, id);
    await checkNow(owner, id);
    expect(await titles()).toEqual([]); // up, confirmed: nothing to tell

    filter.blockWithEde(name, 15, 'Blocked');
    await checkNow(owner, id);
    expect(await titles()).toEqual([]); // once is not yet a change
    filter.allow(name, '127.0.0.1');
    await checkNow(owner, id); // back up: the streak is broken
    filter.blockWithEde(name, 15, 'Blocked');
    await checkNow(owner, id);
    await checkNow(owner, id);
    expect(await titles()).toEqual([`${name} is blocked by Filter`]);
    await checkNow(owner, id);
    expect(await titles()).toHaveLength(1); // no repeat

    filter.allow(name, '127.0.0.1');
    await checkNow(owner, id);
    await checkNow(owner, id);
    expect(await titles()).toEqual([`${name} is reachable again`, `${name} is blocked by Filter`]);
    const state = (await owner.client.get(`/api/checks/${id}`)).body.state;
    expect(state).toBe('up');
  });

  it('words the reasons in the owner’s language', async () => {
    const owner = await account('vip_max');
    await owner.client.patch('/api/me', { language: 'id' });
    const name = await site('expiring-id', 'healthy', 3);
    const id = await watch(owner, name);
    await checkNow(owner, id);
    await checkNow(owner, id);
    const [told] = (await owner.client.get('/api/notifications')).body.items;
    expect(told).toMatchObject({
      title: `Sertifikat ${name} kedaluwarsa dalam 2 hari`,
      body: 'Sertifikat kedaluwarsa dalam 2 hari',
    });
  });
});

describe('rotator failover', () => {
  it('takes a rotator destination on a confirmed blocked domain out of rotation, and back on recovery', async () => {
    const owner = await account('vip_max');
    const name = await site('rotated', 'healthy');
    const id = await watch(owner, name);
    const link = (await owner.client.post('/api/links', { destination_url: 'https://main.example/' })).body;
    const rotator = [
      { id: 'watched', destination_url: `https://${name}/offer`, weight: 50 },
      { id: 'other', destination_url: 'https://other.example/offer', weight: 50 },
    ];
    expect((await owner.client.put(`/api/links/${link.id}/targeting`, { rotator })).status).toBe(200);
    const pausedFlags = async () =>
      (await owner.client.get(`/api/links/${link.id}/targeting`)).body.targeting.rotator.map(
        (entry: { paused_by_check: boolean }) => entry.paused_by_check,
      );

    await checkNow(owner, id);
    await checkNow(owner, id);
    filter.blockWithEde(name, 15, 'Blocked');
    await checkNow(owner, id);
    expect(await pausedFlags()).toEqual([false, false]); // one check is not enough
    await checkNow(owner, id);
    expect(await pausedFlags()).toEqual([true, false]);
    const titles = async () =>
      (await owner.client.get('/api/notifications')).body.items.map((n: { title: string }) => n.title);
    expect(await titles()).toContain(`Rotator destinations on ${name} paused in 1 link`);

    filter.allow(name, '127.0.0.1');
    await checkNow(owner, id);
    await checkNow(owner, id);
    expect(await pausedFlags()).toEqual([false, false]);
    expect(await titles()).toContain(`Rotator destinations on ${name} back in 1 link`);
  });
});

describe('rotator destinations on a domain found down before they were saved', () => {
  /** Where each of `count` different visitors is sent (the rotator picks by the visitor's hash). */
  async function visitors(shortUrl: string, count: number): Promise<string[]> {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        t.app.inject({
          method: 'GET',
          url: `/${shortUrl}`,
          headers: { 'user-agent': `Mozilla/5.0 (Windows NT 10.0) Visitor/${index}` },
        }),
      ),
    );
    return answers.map((answer) => String(answer.headers.location));
  }

  const rotatorOn = (name: string) => [
    { id: 'watched', destination_url: `https://${name}/offer`, weight: 50 },
    { id: 'other', destination_url: 'https://other.example/offer', weight: 50 },
  ];

  it('pauses at once a destination saved on a watched domain that is already down: no visit reaches it', async () => {
    const owner = await account('vip_max');
    const name = await site('down-before', 'error');
    const id = await watch(owner, name);
    await checkNow(owner, id); // one result so far, and it is down

    const link = (await owner.client.post('/api/links', { destination_url: 'https://main.example/' })).body;
    const saved = await owner.client.put(`/api/links/${link.id}/targeting`, { rotator: rotatorOn(name) });
    expect(saved.status).toBe(200);
    expect(
      saved.body.targeting.rotator.map((entry: { paused_by_check: boolean }) => entry.paused_by_check),
    ).toEqual([true, false]);
    // What the editor shows beside it: the domain, its state and when it was checked.
    expect(saved.body.watched_domains).toEqual([
      { hostname: name, state: 'down', checked_at: expect.any(String) },
    ]);

    expect(new Set(await visitors(link.short_url, 30))).toEqual(new Set(['https://other.example/offer']));
  });

  it('pauses them at the first check that finds their domain down, and puts them back when it is no longer watched', async () => {
    const owner = await account('vip_max');
    const name = await site('down-at-first', 'error');
    const id = await watch(owner, name);
    const link = (await owner.client.post('/api/links', { destination_url: 'https://main.example/' })).body;
    // Watched but never checked yet: nothing to pause for.
    const saved = await owner.client.put(`/api/links/${link.id}/targeting`, { rotator: rotatorOn(name) });
    expect(saved.body.targeting.rotator[0].paused_by_check).toBe(false);
    expect(await visitors(link.short_url, 30)).toContain(`https://${name}/offer`);

    await checkNow(owner, id);
    expect(new Set(await visitors(link.short_url, 30))).toEqual(new Set(['https://other.example/offer']));
    const titles = (await owner.client.get('/api/notifications')).body.items.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toContain(`Rotator destinations on ${name} paused in 1 link`);

    // Only domains on Check Domains are followed.
    expect((await owner.client.delete(`/api/checks/${id}`)).status).toBe(204);
    const after = (await owner.client.get(`/api/links/${link.id}/targeting`)).body;
    expect(after.targeting.rotator[0].paused_by_check).toBe(false);
    expect(after.watched_domains).toEqual([]);
  });
});

describe('admin settings', () => {
  it('refuses bad resolvers and signatures, naming the field, and non-admins', async () => {
    const bad = await admin.client.put('/api/admin/check-settings', {
      resolvers: [{ name: '', address: 'resolver.example', protocol: 'udp' }],
      signatures: { block_ips: ['not-an-ip'], block_cnames: [], ede_codes: [15] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'resolvers.0.address',
      'resolvers.0.name',
      'signatures.block_ips.0',
    ]);
    const user = await account('vip_max');
    expect((await user.client.get('/api/admin/check-settings')).status).toBe(403);
  });
});
