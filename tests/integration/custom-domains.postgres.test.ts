import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { setSubscription, signUp, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Two server processes on one PostgreSQL: a domain verified through one is routed, and given a
// certificate, by the other within a second (the change bus). Only PostgreSQL has more than one
// process on a database (vitest.config.ts runs *.postgres.test.ts with the suite on it).

let dns: FakeDns;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  dns = await startFakeDns();
  first = await buildTestApp({ env: { DNS_SERVERS: dns.server } });
  second = await buildTestApp({ location: first.location, env: { DNS_SERVERS: dns.server } });
});
afterAll(async () => {
  await second.stop();
  await first.close();
  await dns.close();
});

describe('a second instance on the same database', () => {
  it('routes a domain verified through the first within a second', async () => {
    const owner = await signUp(first, { email: uniqueEmail('owner'), name: 'Owner' });
    await setSubscription(first, owner.id, 'vip_max', new Date(Date.now() + 30 * 86_400_000));
    const added = await owner.client.post('/api/domains', { hostname: 'two.brand.example' });
    expect(added.status).toBe(201);
    const proof = added.body.records.find((record: { purpose: string }) => record.purpose === 'proof');
    dns.txt(proof.name, proof.value);

    const askSecond = () =>
      second.app.inject({
        method: 'GET',
        url: '/api/domains/tls-ask',
        query: { domain: 'two.brand.example' },
      });
    const visitSecond = (code: string) =>
      second.app.inject({ method: 'GET', url: `/${code}`, headers: { host: 'two.brand.example' } });
    expect((await askSecond()).statusCode).toBe(404);

    expect((await owner.client.post(`/api/domains/${added.body.id}/verify`)).body.status).toBe('verified');
    const link = (
      await owner.client.post('/api/links', {
        destination_url: 'https://two.example/',
        domain: 'two.brand.example',
      })
    ).body;
    const started = Date.now();
    while ((await askSecond()).statusCode !== 200) {
      if (Date.now() - started > 1_000) throw new Error('the second instance did not hear of the domain');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const visit = await visitSecond(link.short_url);
    expect([visit.statusCode, visit.headers.location]).toEqual([302, 'https://two.example/']);
  });
});
