import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../../../../tests/fakes/dns-server';
import { createDns, DnsUnavailableError } from './dns';

describe('DNS lookups against a real DNS server on 127.0.0.1', () => {
  let fake: FakeDns;
  beforeAll(async () => {
    fake = await startFakeDns();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.silence(false);
    fake.failWith(null);
  });

  it('answers TXT records, joining the strings of each', async () => {
    fake.txt('_ringkas.shop.example', 'ringkas-verify=abc', 'v=spf1 -all');
    const dns = createDns({ servers: [fake.server] });
    expect((await dns.txt('_ringkas.shop.example')).sort()).toEqual(['ringkas-verify=abc', 'v=spf1 -all']);
  });

  it('answers an empty list for a name without the record and for a name that does not exist', async () => {
    fake.a('only-a.example', '203.0.113.7');
    const dns = createDns({ servers: [fake.server] });
    expect(await dns.txt('only-a.example')).toEqual([]);
    expect(await dns.txt('nothing-here.example')).toEqual([]);
    expect(await dns.addresses('nothing-here.example')).toEqual([]);
  });

  it('answers CNAME targets in lower case without the trailing dot, and A with AAAA addresses', async () => {
    fake.cname('go.brand.example', 'Links.Ringkas.Example.');
    fake.a('dual.example', '203.0.113.8');
    fake.aaaa('dual.example', '2001:db8::8');
    const dns = createDns({ servers: [fake.server] });
    expect(await dns.cname('go.brand.example')).toEqual(['links.ringkas.example']);
    expect((await dns.addresses('dual.example')).sort()).toEqual(['2001:db8::8', '203.0.113.8']);
  });

  it('keeps an answer for cacheMs, then asks again', async () => {
    fake.txt('cached.example', 'one');
    const dns = createDns({ servers: [fake.server], cacheMs: 200 });
    const asked = () => fake.asked.filter((question) => question === 'TXT cached.example').length;
    expect(await dns.txt('cached.example')).toEqual(['one']);
    fake.remove('cached.example');
    expect(await dns.txt('cached.example')).toEqual(['one']);
    expect(asked()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await dns.txt('cached.example')).toEqual([]);
    expect(asked()).toBe(2);
  });

  it('asks again when told the answer must be fresh, and keeps the new answer', async () => {
    fake.txt('fresh.example', 'before');
    const dns = createDns({ servers: [fake.server], cacheMs: 60_000 });
    expect(await dns.txt('fresh.example')).toEqual(['before']);
    fake.remove('fresh.example');
    fake.txt('fresh.example', 'after');
    expect(await dns.txt('fresh.example')).toEqual(['before']);
    expect(await dns.txt('fresh.example', { fresh: true })).toEqual(['after']);
    expect(await dns.txt('fresh.example')).toEqual(['after']);
  });

  it('gives up on a server that does not answer within the time-out, and does not keep the failure', async () => {
    fake.txt('slow.example', 'token');
    fake.silence();
    const dns = createDns({ servers: [fake.server], timeoutMs: 300 });
    const started = Date.now();
    const error = await dns.txt('slow.example').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DnsUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_000);
    fake.silence(false);
    expect(await dns.txt('slow.example')).toEqual(['token']);
  });

  it('treats SERVFAIL and REFUSED as no answer at all, not as a missing record', async () => {
    fake.txt('broken.example', 'token');
    const dns = createDns({ servers: [fake.server] });
    fake.failWith('SERVFAIL');
    await expect(dns.txt('broken.example')).rejects.toBeInstanceOf(DnsUnavailableError);
    fake.failWith('REFUSED');
    await expect(dns.addresses('broken.example')).rejects.toBeInstanceOf(DnsUnavailableError);
  });
});
