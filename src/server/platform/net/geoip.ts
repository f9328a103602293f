import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';
import { buildIpv4Table } from './geoip-ipv4';

// Country of an IP address from a country mmdb file. The default is the bundled
// @ip-location-db/geo-whois-asn-country database (CC BY 4.0, data by NRO, nro.net); its npm
// updates are ending, so GEOIP_DB may point at any country mmdb the operator keeps current.

/** A country as clicks store it: an ISO 3166-1 alpha-2 code. */
export const countryCodePattern = /^[A-Z]{2}$/;

export interface GeoIp {
  country(ip: string): string | null;
}

export interface OpenedGeoIp extends GeoIp {
  /** Builds the IPv4 table now, if it is not built yet. */
  buildTable(): void;
}

export interface OpenGeoIpOptions {
  /**
   * Leave the IPv4 table (about 100 ms to build) to buildTable(): lookups before it are answered
   * by the reader, alike but about ten times slower. The server builds it once its port is open
   * (ADR 0020).
   */
  tableLater?: boolean;
}

interface CountryRecord {
  country_code?: string;
  country?: { iso_code?: string };
}

export function bundledGeoIpPath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}

export function openGeoIp(path: string = bundledGeoIpPath(), options: OpenGeoIpOptions = {}): OpenedGeoIp {
  const db = readFileSync(path);
  const reader = new Reader(db);
  function readerCountry(ip: string): string | null {
    try {
      const record = reader.get(ip) as CountryRecord | null;
      // ip-location-db files carry country_code; MaxMind-style files carry country.iso_code.
      const code = record?.country_code ?? record?.country?.iso_code;
      return code && countryCodePattern.test(code) ? code : null;
    } catch {
      return null;
    }
  }
  let ipv4 = options.tableLater ? undefined : buildIpv4Table(db, reader, readerCountry);
  return {
    buildTable() {
      ipv4 ??= buildIpv4Table(db, reader, readerCountry);
    },
    country(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      return ipv4?.country(address) ?? readerCountry(address);
    },
  };
}
