import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runProbe, runProbeOnce } from '../../src/server/probe';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { startFilteringDns, type FilteringDns } from '../fakes/filtering-dns';
import { startWebSites, type WebSites } from '../fakes/web-sites';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The remote probe for block checks (issue 20, item 8), end to end over real HTTP: two filtering
// resolvers on 127.0.0.1, "Server" asked by the server itself and "ISP" served by a probe, which
// blocks the watched domain with Extended DNS Error 15. The server must never ask "ISP" while a
// probe serves it; its verdict comes from the probe's answers, and only while they are fresh.

const dayMs = 86_400_000;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let dns: FakeDns;
let serverFilter: FilteringDns;
let ispFilter: FilteringDns;
let sites: WebSites;
let t: TestApp;
let baseUrl: string;
let admin: SignedInClient;
let owner: SignedInClient;
let hostname: string;
let watchedId: string;
let probe: { id: string; token: string };

const probeName = 'Jakarta ISP box';

/** A request as the probe makes it: no cookies, no Origin, a bearer token. */
async function asProbe(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function checkNow() {
  const response = await owner.client.post(`/api/checks/${watchedId}/run`);
  expect(response.status).toBe(200);
  return response.body;
}

const ispResult = (check: { last_check_detail: { blocking: { resolver: string }[] } }) =>
  check.last_check_detail.blocking.find((result) => result.resolver === 'ISP')!;

const answer = (overrides: Record<string, unknown> = {}) => ({
  hostname,
  resolver: 'ISP',
  rcode: 'NOERROR',
  records: [{ type: 'A', name: hostname, data: '127.0.0.1' }],
  ede: null,
  duration_ms: 12,
  error: null,
  ...overrides,
});

beforeAll(async () => {
  [dns, serverFilter, ispFilter, sites] = await Promise.all([
    startFakeDns(),
    startFilteringDns(),
    startFilteringDns(),
    startWebSites(),
  ]);
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
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  const settings = await admin.client.put('/api/admin/check-settings', {
    resolvers: [
      { name: 'Server', address: serverFilter.address, protocol: 'udp' },
      { name: 'ISP', address: ispFilter.address, protocol: 'udp' },
    ],
    signatures: { block_ips: ['36.86.63.185'], block_cnames: ['internetpositif.id'], ede_codes: [15] },
  });
  expect(settings.status).toBe(200);

  owner = await signUp(t, { email: uniqueEmail('owner'), name: 'Owner' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
  hostname = 'probed.check.example';
  dns.a(hostname, '127.0.0.1');
  serverFilter.allow(hostname, '127.0.0.1');
  ispFilter.blockWithEde(hostname, 15, 'Blocked by ISP');
  await sites.site(hostname, 'healthy', 90);
  const added = await owner.client.post('/api/checks', { hostnames: hostname });
  expect(added.status).toBe(201);
  watchedId = added.body.added[0].id;
});
afterAll(async () => {
  await t?.close();
  await Promise.all([dns?.close(), serverFilter?.close(), ispFilter?.close(), sites?.close()]);
});
beforeEach(() => {
  clockOffsetMs = 0;
});

// The cases run in order: each builds on the probe and the answers of the one before.
describe('a remote probe', () => {
  it('is created by an admin, its token shown once and never listed', async () => {
    const created = await admin.client.post('/api/admin/probes', { name: probeName, resolvers: ['ISP'] });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^rkp_[0-9a-f]{64}$/);
    expect(created.body.probe).toMatchObject({ name: probeName, resolvers: ['ISP'], last_seen_at: null });
    probe = { id: created.body.probe.id, token: created.body.token };

    const list = await admin.client.get('/api/admin/probes');
    expect(list.status).toBe(200);
    expect(list.body.probes).toEqual([
      {
        id: probe.id,
        name: probeName,
        resolvers: ['ISP'],
        created_at: expect.any(String),
        last_seen_at: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(probe.token.slice(4));
  });

  it('is for admins only', async () => {
    expect((await owner.client.get('/api/admin/probes')).status).toBe(403);
    expect((await owner.client.post('/api/admin/probes', { name: 'Mine', resolvers: ['ISP'] })).status).toBe(
      403,
    );
    expect((await owner.client.delete(`/api/admin/probes/${probe.id}`)).status).toBe(403);
  });

  it('refuses bad bodies, naming the fields: an unknown resolver by its place in the list', async () => {
    const empty = await admin.client.post('/api/admin/probes', { name: '', resolvers: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['name', 'resolvers']);
    const long = await admin.client.post('/api/admin/probes', { name: 'x'.repeat(61), resolvers: ['ISP'] });
    expect(long.body.error.fields.name).toMatch(/at most 60/);
    const unknown = await admin.client.post('/api/admin/probes', {
      name: 'Surabaya',
      resolvers: ['ISP', 'Nope', 'ISP'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({
      'resolvers.1': expect.stringMatching(/Nope is not one of the filtering resolvers/),
      'resolvers.2': expect.stringMatching(/listed twice/),
    });
    const many = await admin.client.post('/api/admin/probes', {
      name: 'Many',
      resolvers: Array.from({ length: 21 }, () => 'ISP'),
    });
    expect(many.body.error.fields.resolvers).toMatch(/At most 20/);
    expect((await admin.client.delete('/api/admin/probes/not-an-id')).status).toBe(400);
    expect((await admin.client.delete('/api/admin/probes/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await admin.client.get('/api/admin/probes')).body.probes).toHaveLength(1);
  });

  it('leaves its resolver unknown until it reports, and the server never asks that resolver', async () => {
    const check = await checkNow();
    expect(ispResult(check)).toMatchObject({
      verdict: 'unknown',
      evidence: `Probe ${probeName} has not reported on this domain yet`,
      address: `probe ${probeName} -> ${ispFilter.address}`,
    });
    expect(
      check.last_check_detail.blocking.find((r: { resolver: string }) => r.resolver === 'Server'),
    ).toMatchObject({ verdict: 'clear', address: serverFilter.address });
    expect(check.last_check.state).toBe('up');
    expect(serverFilter.asked).toContain(`A ${hostname}`);
    expect(ispFilter.asked).toEqual([]);
  });

  it('asks its resolvers when run, and reports to the server', async () => {
    const round = await runProbeOnce({ server: baseUrl, token: probe.token, timeoutMs: 2_000 });
    expect(round).toEqual({ asked: 1, reported: 1, intervalSeconds: 60 });
    expect(ispFilter.asked).toEqual([`A ${hostname}`]);
    const [listed] = (await admin.client.get('/api/admin/probes')).body.probes;
    expect(Date.parse(listed.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("makes the next check blocked by the probe's answer, with its evidence", async () => {
    const asked = serverFilter.asked.length;
    const check = await checkNow();
    expect(ispResult(check)).toMatchObject({
      verdict: 'blocked',
      evidence: 'Extended DNS Error 15 (Blocked by ISP)',
      address: `probe ${probeName} -> ${ispFilter.address}`,
      rcode: 'NOERROR',
      ede: { code: 15, text: 'Blocked by ISP' },
    });
    expect(check.last_check.state).toBe('blocked');
    expect(check.last_check.reasons).toEqual([{ code: 'blocked_by', resolvers: ['ISP'] }]);
    expect(check.last_check.resolvers).toEqual([
      { resolver: 'Server', verdict: 'clear' },
      { resolver: 'ISP', verdict: 'blocked' },
    ]);
    expect(serverFilter.asked.length).toBe(asked + 1);
    expect(ispFilter.asked).toHaveLength(1); // still only the probe's question
  });

  it('calls an answer older than 15 minutes unknown', async () => {
    clockOffsetMs = 16 * 60_000;
    const check = await checkNow();
    expect(ispResult(check)).toMatchObject({
      verdict: 'unknown',
      evidence: `Probe ${probeName}'s last answer is 16 minutes old`,
    });
    expect(check.last_check.state).toBe('up');
  });

  it('says why when the probe got no answer, and keeps the newest answer', async () => {
    const failed = await asProbe('POST', '/api/probe/answers', probe.token, {
      answers: [
        answer(),
        answer({ rcode: null, records: [], duration_ms: null, error: 'no answer within 2000 ms' }),
      ],
    });
    expect(failed.status).toBe(204);
    expect(ispResult(await checkNow())).toMatchObject({
      verdict: 'unknown',
      evidence: `No answer at probe ${probeName}: no answer within 2000 ms`,
    });
    expect((await asProbe('POST', '/api/probe/answers', probe.token, { answers: [answer()] })).status).toBe(
      204,
    );
    expect(ispResult(await checkNow())).toMatchObject({ verdict: 'clear', answers: ['A 127.0.0.1'] });
  });

  it('refuses answers for a resolver it does not serve, and bad answers, naming the field', async () => {
    const other = await asProbe('POST', '/api/probe/answers', probe.token, {
      answers: [answer(), answer({ resolver: 'Server' })],
    });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body.error.fields)).toEqual(['answers.1.resolver']);
    const bad = await asProbe('POST', '/api/probe/answers', probe.token, {
      answers: [answer({ ede: { code: -1, text: 'x' }, records: 'none' })],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['answers.0.ede.code', 'answers.0.records']);
    const tooMany = await asProbe('POST', '/api/probe/answers', probe.token, {
      answers: Array.from({ length: 5_001 }, () => answer()),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.answers).toMatch(/at most 5,000/);
  });

  it('ignores answers about names nobody watches', async () => {
    const stray = await asProbe('POST', '/api/probe/answers', probe.token, {
      answers: [answer({ hostname: 'not-watched.example' })],
    });
    expect(stray.status).toBe(204);
    const stored = await t.database.pool.query(
      'SELECT hostname, resolver, ede IS NULL AS no_ede FROM probe_answers ORDER BY 1',
    );
    expect(stored.rows).toEqual([{ hostname, resolver: 'ISP', no_ede: true }]);
  });

  it('answers 401 to a missing or wrong token, and to a deleted probe', async () => {
    for (const token of ['', 'rkp_wrong', `rkp_${'0'.repeat(64)}`]) {
      expect((await asProbe('GET', '/api/probe/work', token)).status).toBe(401);
      expect((await asProbe('POST', '/api/probe/answers', token, { answers: [] })).status).toBe(401);
    }
    const noHeader = await fetch(`${baseUrl}/api/probe/work`);
    expect(noHeader.status).toBe(401);

    expect((await admin.client.delete(`/api/admin/probes/${probe.id}`)).status).toBe(204);
    expect((await asProbe('GET', '/api/probe/work', probe.token)).status).toBe(401);
    expect((await asProbe('POST', '/api/probe/answers', probe.token, { answers: [answer()] })).status).toBe(
      401,
    );
    await expect(runProbeOnce({ server: baseUrl, token: probe.token })).rejects.toThrow(/401/);

    // The long-running probe logs a failed round and carries on (here: stopped after one line).
    const lines: string[] = [];
    const stop = new AbortController();
    await runProbe({
      server: baseUrl,
      token: probe.token,
      signal: stop.signal,
      log: (line) => {
        lines.push(line);
        stop.abort();
      },
    });
    expect(lines).toEqual([
      expect.stringMatching(/round failed: GET \/api\/probe\/work answered 401: This probe token is unknown/),
    ]);
  });

  it('leaves the resolver to the server again once no probe serves it', async () => {
    const check = await checkNow();
    expect(ispResult(check)).toMatchObject({ verdict: 'blocked', address: ispFilter.address });
    expect(ispFilter.asked).toHaveLength(2);
  });
});

describe('the probe command', () => {
  it('refuses a server over plain HTTP that is not this machine, before opening any database', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        'node_modules/.bin/tsx',
        ['src/server/cli.ts', 'probe', '--server', 'http://example.com', '--token', 'x', '--once'],
        // No DATA_DIR nor DATABASE_URL: the probe must not need them.
        { env: { PATH: process.env.PATH ?? '' }, timeout: 30_000 },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/--server must be an https:\/\/ URL/);
    expect(stderr).toMatch(/localhost or 127\.0\.0\.1/);
  }, 40_000);
});
