import { readFileSync } from 'node:fs';
import { Reader } from 'mmdb-lib';
import { describe, expect, it } from 'vitest';
import { bundledGeoIpPath } from './geoip';
import { buildIpv4Table, parseIpv4 } from './geoip-ipv4';

describe('parseIpv4', () => {
  it.each([
    ['36.66.0.1', 0x24420001],
    ['0.0.0.0', 0],
    ['255.255.255.255', 0xffffffff],
  ])('%s', (ip, value) => expect(parseIpv4(ip)).toBe(value));

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1..2.3',
    '1.2.3.',
    '.1.2.3',
    '1.2.3.4x',
    '::1',
    '1.2.3.0004',
  ])('refuses %j', (ip) => expect(parseIpv4(ip)).toBe(-1));
});

describe('the IPv4 table', () => {
  const db = readFileSync(bundledGeoIpPath());
  const reader = new Reader(db);
  const readerCountry = (ip: string) =>
    (reader.get(ip) as { country_code?: string } | null)?.country_code ?? null;
  const table = buildIpv4Table(db, reader, readerCountry);

  it('answers what the reader answers, for 100,000 random addresses and every range edge tried', () => {
    const random = Array.from({ length: 100_000 }, () => Math.floor(Math.random() * 2 ** 32));
    const edges = [0, 1, 2 ** 24 - 1, 2 ** 24, 2 ** 31, 2 ** 32 - 1, 0x7f000001, 0x0a000000];
    for (const value of [...random, ...edges]) {
      const ip = `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
      expect(table.country(ip), ip).toBe(readerCountry(ip));
    }
    expect(table.ranges).toBeGreaterThan(1_000);
  });

  it('leaves what is not a dotted quad to the reader', () => {
    expect(table.country('2001:4860:4860::8888')).toBeUndefined();
    expect(table.country('not an ip')).toBeUndefined();
  });
});
