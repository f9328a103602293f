import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilteringDns, type FilteringDns } from '../../../../tests/fakes/filtering-dns';
import { DnsQueryError, formatDnsServer, parseDnsServer, queryDns, type DnsServer } from './dns-query';

let filter: FilteringDns;
let server: DnsServer;
beforeAll(async () => {
  filter = await startFilteringDns();
  server = parseDnsServer(filter.address)!;
});
afterAll(() => filter.close());

describe('queryDns against a real resolver on 127.0.0.1', () => {
  it('returns the records of the answer, CNAME chain included', async () => {
    filter.blockWithCname('shop.example', 'internetpositif.id', '36.86.63.185');
    const answer = await queryDns(server, 'shop.example', 'A');
    expect(answer).toMatchObject({
      rcode: 'NOERROR',
      ede: null,
      records: [
        { type: 'CNAME', name: 'shop.example', data: 'internetpositif.id' },
        { type: 'A', name: 'internetpositif.id', data: '36.86.63.185' },
      ],
    });
  });

  it('reads an Extended DNS Error with its text', async () => {
    filter.blockWithEde('blocked.example', 15, 'Blocked by policy');
    expect((await queryDns(server, 'blocked.example', 'A')).ede).toEqual({
      code: 15,
      text: 'Blocked by policy',
    });
  });

  it('reports NXDOMAIN and SERVFAIL as answers', async () => {
    expect((await queryDns(server, 'nothing.example', 'A')).rcode).toBe('NXDOMAIN');
    filter.servfail('broken.example');
    expect((await queryDns(server, 'broken.example', 'A')).rcode).toBe('SERVFAIL');
  });

  it('gives up after its time-out on a server that never answers', async () => {
    filter.silence('silent.example');
    const started = Date.now();
    await expect(queryDns(server, 'silent.example', 'A', { timeoutMs: 300 })).rejects.toMatchObject({
      name: 'DnsQueryError',
      code: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails over TCP to a port with nothing listening, as a network error', async () => {
    const closed = { host: '127.0.0.1', port: 9, protocol: 'tcp' as const };
    await expect(queryDns(closed, 'shop.example', 'A', { timeoutMs: 500 })).rejects.toBeInstanceOf(
      DnsQueryError,
    );
  });
});

describe('parseDnsServer', () => {
  it.each([
    ['180.131.144.144', { host: '180.131.144.144', port: 53 }, '180.131.144.144'],
    ['127.0.0.1:5353', { host: '127.0.0.1', port: 5353 }, '127.0.0.1:5353'],
    ['[2001:db8::1]:54', { host: '2001:db8::1', port: 54 }, '[2001:db8::1]:54'],
    ['2001:db8::1', { host: '2001:db8::1', port: 53 }, '[2001:db8::1]'],
  ])('%s', (text, expected, shown) => {
    const parsed = parseDnsServer(text)!;
    expect(parsed).toMatchObject(expected);
    expect(formatDnsServer(parsed)).toBe(shown);
  });

  it.each(['1.2.3.4:0', '1.2.3.4:70000', 'a:b:c', ''])('refuses %j', (text) => {
    expect(parseDnsServer(text)).toBeNull();
  });
});
