import { describe, expect, it } from 'vitest';
import type { GeoIp } from '../../platform/net/geoip';
import type { Visit } from './click-queue';
import { createVisitorHasher } from '../../platform/net/visitor-hash';
import { enrich, type Click, type EnrichContext } from './enrich';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// Only the addresses the table uses; the real database is tested in platform/net/geoip.test.ts.
const geoip: GeoIp = { country: (ip) => (ip === '36.66.1.1' ? 'ID' : null) };
const secret = 's'.repeat(32);
const context = (key = secret): EnrichContext => ({ geoip, hashVisitor: createVisitorHasher(key) });

const noon = Date.UTC(2026, 10, 24, 12);

function visit(extra: Partial<Visit> = {}): Visit {
  return {
    linkId: '00000000-0000-4000-8000-000000000001',
    at: noon,
    ip: '36.66.1.1',
    userAgent: windowsChrome,
    referer: undefined,
    countryHint: null,
    destination: 'https://example.com/landing',
    choice: null,
    scan: false,
    ...extra,
  };
}

describe('enrich', () => {
  it('copies the link, the destination and the time (as ISO text in UTC)', () => {
    expect(enrich(visit(), context())).toMatchObject({
      link_id: '00000000-0000-4000-8000-000000000001',
      destination: 'https://example.com/landing',
      choice: null,
      clicked_at: '2026-11-24T12:00:00.000Z',
    });
  });

  it('names a scan of the QR code as its source, and nothing else', () => {
    expect(enrich(visit({ scan: true }), context()).source).toBe('qr');
    expect(enrich(visit(), context()).source).toBeNull();
    // A scan by a crawler is still a bot's: the flush leaves it out of the scan count.
    expect(enrich(visit({ scan: true, userAgent: googlebot }), context())).toMatchObject({
      source: 'qr',
      is_bot: true,
    });
  });

  const table: { name: string; visit: Partial<Visit>; click: Partial<Click> }[] = [
    { name: 'country from GeoIP', visit: {}, click: { country: 'ID' } },
    { name: 'a trusted header wins over GeoIP', visit: { countryHint: 'SG' }, click: { country: 'SG' } },
    { name: 'an address GeoIP does not know', visit: { ip: '10.0.0.1' }, click: { country: null } },
    {
      name: 'a desktop browser',
      visit: {},
      click: { device: 'desktop', os: 'Windows', browser: 'Chrome', is_bot: false },
    },
    {
      name: 'a phone',
      visit: { userAgent: iphone },
      click: { device: 'mobile', os: 'iOS', browser: 'Mobile Safari', is_bot: false },
    },
    { name: 'a crawler', visit: { userAgent: googlebot }, click: { device: 'bot', is_bot: true } },
    {
      name: 'no user agent is a bot',
      visit: { userAgent: undefined },
      click: { device: 'bot', is_bot: true },
    },
    {
      name: 'the referrer as its host, lower case',
      visit: { referer: 'https://News.Example.COM/a/b?c=d' },
      click: { referrer_host: 'news.example.com' },
    },
    { name: 'no referrer', visit: { referer: undefined }, click: { referrer_host: null } },
    { name: 'an empty referrer', visit: { referer: '' }, click: { referrer_host: null } },
    { name: 'a referrer that is no URL', visit: { referer: 'not a url' }, click: { referrer_host: null } },
    { name: 'a referrer without a host', visit: { referer: 'about:blank' }, click: { referrer_host: null } },
  ];

  it.each(table)('$name', ({ visit: extra, click }) => {
    expect(enrich(visit(extra), context())).toMatchObject(click);
  });
});

describe('the visitor hash', () => {
  const hashOf = (extra: Partial<Visit> = {}, key = secret) =>
    enrich(visit(extra), context(key)).visitor_hash;

  it('stays what it was: a change would count every visitor of the day twice across a deploy', () => {
    // Computed by the code before the split (HMAC-SHA256 daily salt, SHA-256, first 48 bits).
    expect(hashOf({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0' })).toBe(
      101818699279026,
    );
    expect(hashOf({ userAgent: undefined })).toBe(199922113531709);
    expect(
      hashOf({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0', at: noon + 86_400_000 }),
    ).toBe(22931906364390);
  });

  it('is one visitor within a UTC day and another from the next', () => {
    const lastMoment = Date.UTC(2026, 10, 24, 23, 59, 59, 999);
    expect(hashOf({ at: Date.UTC(2026, 10, 24) })).toBe(hashOf({ at: lastMoment }));
    expect(hashOf({ at: lastMoment + 1 })).not.toBe(hashOf({ at: lastMoment }));
  });

  it('tells addresses, agents and secrets apart', () => {
    const one = hashOf();
    expect(hashOf({ ip: '36.66.1.2' })).not.toBe(one);
    expect(hashOf({ userAgent: iphone })).not.toBe(one);
    expect(hashOf({}, 't'.repeat(32))).not.toBe(one);
    // What is not the visitor does not change it.
    expect(
      hashOf({ referer: 'https://t.co/', countryHint: 'SG', destination: 'https://x.example/', scan: true }),
    ).toBe(one);
  });

  it('is a whole number of 48 bits (a bigint column, exact in a double)', () => {
    for (let index = 0; index < 50; index++) {
      const value = hashOf({ ip: `36.66.2.${index}` });
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(2 ** 48);
    }
  });
});
