import { describe, expect, it } from 'vitest';
import { openGeoIp } from './geoip';

describe('bundled GeoIP database', () => {
  const geo = openGeoIp();
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
