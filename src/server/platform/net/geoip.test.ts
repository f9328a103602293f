import { describe, expect, it } from 'vitest';
import { openGeoIp } from './geoip';

describe('bundled GeoIP database', () => {
  const geo = openGeoIp();

  it('answers alike before and after its IPv4 table is built', () => {
    const fresh = openGeoIp(undefined, { tableLater: true });
    const addresses = ['8.8.8.8', '36.66.0.1', '::ffff:8.8.4.4', '127.0.0.1', '2001:4860:4860::8888', 'nope'];
    const before = addresses.map((ip) => fresh.country(ip));
    fresh.buildTable();
    expect(addresses.map((ip) => fresh.country(ip))).toEqual(before);
    expect(before).toEqual(['US', 'ID', 'US', null, 'US', null]);
  });

  it('finds the country of IPv4 and IPv6 addresses', () => {
    expect(geo.country('8.8.8.8')).toBe('US');
    expect(geo.country('36.66.0.1')).toBe('ID');
    expect(geo.country('::ffff:36.66.0.1')).toBe('ID');
    expect(geo.country('2001:4860:4860::8888')).toBe('US');
  });

  it('answers null for private, loopback and malformed addresses', () => {
    expect(geo.country('127.0.0.1')).toBeNull();
    expect(geo.country('10.1.2.3')).toBeNull();
    expect(geo.country('not an ip')).toBeNull();
  });
});
