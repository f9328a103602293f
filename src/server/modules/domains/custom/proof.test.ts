import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../../../../../tests/fakes/dns-server';
import { createDns } from '../../../platform/net/dns';
import { checkProof } from './proof';

describe('the TXT proof of a custom domain, asked of a real DNS server', () => {
  let fake: FakeDns;
  beforeAll(async () => {
    fake = await startFakeDns();
  });
  afterAll(() => fake.close());
  // A long cache: the proof must ask afresh anyway.
  const dns = () => createDns({ servers: [fake.server], cacheMs: 60_000, timeoutMs: 300 });

  it('is proven by the record holding the token, beside other TXT records', async () => {
    fake.txt('_ringkas.shop.example', 'google-site-verification=x', 'ringkas-verify=t0ken');
    expect(await checkProof(dns(), 'shop.example', 't0ken')).toEqual({ kind: 'proven' });
  });

  it('names a missing record and a record with another token apart', async () => {
    expect(await checkProof(dns(), 'none.example', 't0ken')).toEqual({
      kind: 'missing',
      reason: 'No TXT record found at _ringkas.none.example.',
    });
    fake.txt('_ringkas.other.example', 'ringkas-verify=someone-else');
    expect(await checkProof(dns(), 'other.example', 't0ken')).toEqual({
      kind: 'missing',
      reason: "The TXT record at _ringkas.other.example does not hold this domain's token.",
    });
  });

  it('asks afresh every time: a record added or removed counts at once', async () => {
    const resolver = dns();
    expect((await checkProof(resolver, 'later.example', 't0ken')).kind).toBe('missing');
    fake.txt('_ringkas.later.example', 'ringkas-verify=t0ken');
    expect((await checkProof(resolver, 'later.example', 't0ken')).kind).toBe('proven');
    fake.remove('_ringkas.later.example');
    expect((await checkProof(resolver, 'later.example', 't0ken')).kind).toBe('missing');
  });

  it('learns nothing when DNS does not answer', async () => {
    fake.silence();
    try {
      expect((await checkProof(dns(), 'shop.example', 't0ken')).kind).toBe('unanswered');
    } finally {
      fake.silence(false);
    }
  });
});
