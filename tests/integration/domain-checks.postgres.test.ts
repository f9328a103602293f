import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { startWebSites, type WebSites } from '../fakes/web-sites';
import { setSubscription, signUp, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Two server processes on one PostgreSQL running the checks.due job's work at the same moment:
// every due domain is checked exactly once (a lease per domain, rows another process holds are
// skipped), and none is left out.

const dayMs = 86_400_000;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let dns: FakeDns;
let sites: WebSites;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [dns, sites] = await Promise.all([startFakeDns(), startWebSites()]);
  const options = {
    env: {
      DNS_SERVERS: dns.server,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      CHECK_HTTP_PORT: String(sites.ports.http),
      CHECK_HTTPS_PORT: String(sites.ports.https),
      CHECK_NOW_PER_MINUTE: '1000',
    },
    now,
    outboundCa: [sites.ca],
  };
  first = await buildTestApp(options);
  second = await buildTestApp({ ...options, location: first.location });
  // No filtering resolvers: this test is about who checks what, not about blocking.
  const admin = await signUp(first, { email: uniqueEmail('admin'), name: 'Admin' });
  await admin.client.put('/api/admin/check-settings', {
    resolvers: [],
    signatures: { block_ips: [], block_cnames: [], ede_codes: [15] },
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
  await Promise.all([dns?.close(), sites?.close()]);
});

describe('two instances on one database', () => {
  it('check each due domain exactly once', async () => {
    const owners = [];
    for (let index = 0; index < 3; index += 1) {
      const owner = await signUp(first, { email: uniqueEmail('owner'), name: 'Owner' });
      await setSubscription(first, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
      owners.push(owner);
    }
    const ids: { owner: (typeof owners)[number]; id: string }[] = [];
    for (const [index, owner] of owners.entries()) {
      for (let domain = 0; domain < 8; domain += 1) {
        const name = `due-${index}-${domain}.twice.example`;
        dns.a(name, '127.0.0.1');
        await sites.site(name, 'healthy');
        const added = await owner.client.post('/api/checks', { hostnames: name });
        const id = added.body.added[0].id as string;
        expect(
          (await owner.client.patch(`/api/checks/${id}`, { auto: true, interval_minutes: 1 })).status,
        ).toBe(200);
        ids.push({ owner, id });
      }
    }
    clockOffsetMs = 2 * 60_000;
    const [a, b] = await Promise.all([first.parts.checks.runDue(), second.parts.checks.runDue()]);
    expect(a + b).toBe(ids.length);
    for (const { owner, id } of ids) {
      expect((await owner.client.get(`/api/checks/${id}/history`)).body.checks).toHaveLength(1);
    }
    // Nothing is due again until the next interval.
    const [c, d] = await Promise.all([first.parts.checks.runDue(), second.parts.checks.runDue()]);
    expect(c + d).toBe(0);
  });
});
