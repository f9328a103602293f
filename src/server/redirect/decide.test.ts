import { describe, expect, it } from 'vitest';
import { prepareTargeting, type CachedLink } from '../modules/links';
import { decide, emptyAnswer, type DecideDeps, type RedirectInput } from './decide';
import { createPasswordCookies } from './password-cookie';
import { Visitor } from './visitor';

// decide() for every kind of request the redirect meets, on a fake cache (a table of links) and a
// fixed clock: what is answered, where it goes, what is recorded, and what is left to Fastify.

const now = Date.UTC(2026, 10, 24, 8, 0);
const passwordCookies = createPasswordCookies('a test secret of at least thirty-two characters');
const lockedCookie = passwordCookies.issue('link-l', 'salt-1', 'locked', now - 1_000, true);
const destination = 'https://example.com/landing?ref=site';

function link(overrides: Partial<CachedLink> = {}): CachedLink {
  return {
    id: 'link-1',
    workspaceId: 'user-1',
    destinationUrl: destination,
    isActive: true,
    expiresAt: null,
    clickCap: null,
    expiredUrl: null,
    forwardQuery: true,
    preview: false,
    passwordStamp: null,
    socialPreview: null,
    targeting: null,
    targetingUntil: null,
    ...overrides,
  };
}

/** The cache, by "domain/code"; a key absent here is one the cache does not know. */
const cache = new Map<string, CachedLink | null>([
  ['sho.rt/live123', link()],
  ['sho.rt/disabled', link({ isActive: false })],
  ['sho.rt/expired', link({ expiresAt: now - 1 })],
  ['sho.rt/expiring', link({ expiresAt: now + 1 })],
  ['sho.rt/expiringnow', link({ expiresAt: now })],
  ['sho.rt/expiredwithurl', link({ expiresAt: now - 1, expiredUrl: 'https://example.com/sold-out' })],
  ['sho.rt/unknown', null],
  ['sho.rt/preview', link({ id: 'link-p', preview: true })],
  ['sho.rt/noquery', link({ forwardQuery: false })],
  ['sho.rt/login', link()],
  ['own.example/live123', link({ id: 'link-own' })],
  ['sho.rt/locked', link({ id: 'link-l', passwordStamp: 'salt-1', preview: true })],
  [
    'sho.rt/shared',
    link({ id: 'link-s', socialPreview: { title: 'Sale', description: null, imageUrl: null } }),
  ],
  ['sho.rt/ofdisabled', link({ id: 'link-d', workspaceId: 'disabled-owner' })],
]);

const deps: DecideDeps = {
  // Any other host name is this server's own domain.
  resolveHost: (hostname) => (hostname === 'sho.rt' ? 'sho.rt' : 'own.example'),
  domainAnswers: () => undefined,
  expiredUrlOf: () => null,
  links: { cached: (domain, code) => cache.get(`${domain}/${code}`) },
  ownerDisabled: (userId) => userId === 'disabled-owner',
  now: () => now,
  passwordCookies,
  visitor: new Visitor({
    geoip: { country: () => 'ID' },
    countryHeader: 'cf-ipcountry',
    hashVisitor: () => 42,
  }),
};

function request(url: string, overrides: Partial<RedirectInput> = {}): RedirectInput {
  return {
    method: 'GET',
    url,
    host: 'sho.rt',
    ip: '36.66.0.1',
    headers: { 'user-agent': 'Mozilla/5.0', referer: 'https://t.me/x' },
    ...overrides,
  };
}

const visitTo = (to: string, linkId = 'link-1') => ({
  linkId,
  at: now,
  ip: '36.66.0.1',
  userAgent: 'Mozilla/5.0',
  referer: 'https://t.me/x',
  countryHint: null,
  destination: to,
  choice: null,
  scan: false,
});
const answered = (location: string, visit: unknown) => ({ status: 302, location, visit });
const passed = { pass: true, lookup: null };
/** A code with no live link: the not-found page, which counts against the address's limit. */
const notFound = { pass: true, lookup: null, notFound: true };
/** An expired link with nowhere of its own to go: the 410 page. */
const expiredPage = { pass: true, lookup: null, expired: true };

describe('decide', () => {
  it.each([
    ['a live link', request('/live123'), answered(destination, visitTo(destination))],
    ['a link expiring later', request('/expiring'), answered(destination, visitTo(destination))],
    ['a link at its expiry moment: the 410 page', request('/expiringnow'), expiredPage],
    ['a disabled link', request('/disabled'), notFound],
    ['a link of a disabled account', request('/ofdisabled'), notFound],
    ['an expired link: the 410 page', request('/expired'), expiredPage],
    [
      'an expired link with an expired URL of its own',
      request('/expiredwithurl'),
      answered('https://example.com/sold-out', null),
    ],
    ['a code known not to exist', request('/unknown'), notFound],
    [
      'a code the cache does not know',
      request('/notseen'),
      { pass: true, lookup: { domain: 'sho.rt', code: 'notseen' } },
    ],
    ['an app page (reserved path), even if a link had its name', request('/login'), passed],
    ['the root', request('/'), passed],
    ['a path that is no code', request('/assets/app.js'), passed],
    ['a code too short to be one', request('/ab'), passed],
    ['a percent-encoded code', request('/live%31%323'), answered(destination, visitTo(destination))],
    ['broken percent-encoding', request('/live%E0%A4%A'), passed],
    ['HEAD: answered, not recorded', request('/live123', { method: 'HEAD' }), answered(destination, null)],
    ['POST', request('/live123', { method: 'POST' }), passed],
    ['OPTIONS', request('/live123', { method: 'OPTIONS' }), passed],
    [
      'a link with a preview: the interstitial, the real destination recorded',
      request('/preview'),
      answered('/safe-redirect?link=link-p', visitTo(destination, 'link-p')),
    ],
    [
      "the visitor's query merged in (incoming wins)",
      request('/live123?ref=tg&utm_source=x'),
      answered(
        'https://example.com/landing?ref=tg&utm_source=x',
        visitTo('https://example.com/landing?ref=tg&utm_source=x'),
      ),
    ],
    [
      "a QR code's scan: recorded as one, its marker never passed on",
      request('/live123?qr=1'),
      answered(destination, { ...visitTo(destination), scan: true }),
    ],
    [
      "a scan with the visitor's own query: that is passed on",
      request('/live123?utm_source=flyer&qr=1'),
      answered('https://example.com/landing?ref=site&utm_source=flyer', {
        ...visitTo('https://example.com/landing?ref=site&utm_source=flyer'),
        scan: true,
      }),
    ],
    [
      'a parameter that only looks like the marker: passed on, no scan',
      request('/live123?qr=2'),
      answered(
        'https://example.com/landing?ref=site&qr=2',
        visitTo('https://example.com/landing?ref=site&qr=2'),
      ),
    ],
    [
      'a scan of a link that keeps the query out: still a scan',
      request('/noquery?qr=1'),
      answered(destination, { ...visitTo(destination), scan: true }),
    ],
    [
      'a scan answered by HEAD: not recorded',
      request('/live123?qr=1', { method: 'HEAD' }),
      answered(destination, null),
    ],
    [
      "the visitor's query kept out when the link says so",
      request('/noquery?ref=tg'),
      answered(destination, visitTo(destination)),
    ],
    [
      'a protected link without its cookie: the password page',
      request('/locked'),
      {
        pass: true,
        lookup: null,
        locked: { link: cache.get('sho.rt/locked'), stamp: 'salt-1', code: 'locked' },
      },
    ],
    [
      "a protected link with its cookie: the destination (no preview: it would show the destination by the link's id)",
      request('/locked', {
        headers: { ...request('/').headers, cookie: `a=b; ${lockedCookie.name}=${lockedCookie.value}` },
      }),
      answered(destination, visitTo(destination, 'link-l')),
    ],
    [
      'a protected link whose password the request gave right',
      request('/locked', { unlocked: 'link-l' }),
      answered(destination, visitTo(destination, 'link-l')),
    ],
    [
      "a protected link with another link's cookie",
      request('/locked', {
        unlocked: 'link-1',
        headers: { ...request('/').headers, cookie: `${lockedCookie.name}x=${lockedCookie.value}` },
      }),
      {
        pass: true,
        lookup: null,
        locked: { link: cache.get('sho.rt/locked'), stamp: 'salt-1', code: 'locked' },
      },
    ],
    [
      'a social crawler on a link with a social preview: the preview page, no visit',
      request('/shared', { headers: { 'user-agent': 'facebookexternalhit/1.1' } }),
      { pass: true, lookup: null, preview: cache.get('sho.rt/shared') },
    ],
    [
      'a person on a link with a social preview: the 302',
      request('/shared'),
      answered(destination, visitTo(destination, 'link-s')),
    ],
    [
      'a social crawler on a link without one: the 302',
      request('/live123', { headers: { 'user-agent': 'facebookexternalhit/1.1' } }),
      answered(destination, {
        ...visitTo(destination),
        userAgent: 'facebookexternalhit/1.1',
        referer: undefined,
      }),
    ],
    [
      'a social crawler on a protected link: the password page, never the preview',
      request('/locked', { headers: { 'user-agent': 'Twitterbot/1.0' } }),
      {
        pass: true,
        lookup: null,
        locked: { link: cache.get('sho.rt/locked'), stamp: 'salt-1', code: 'locked' },
      },
    ],
    [
      'another name of this server: its own domain',
      request('/live123', { host: '127.0.0.1' }),
      answered(destination, visitTo(destination, 'link-own')),
    ],
  ])('%s', (_name, input, expected) => {
    expect(decide(input, deps, emptyAnswer())).toEqual(expected);
  });

  describe('on custom domains', () => {
    const custom = new Map([
      ['go.brand.example', { rootUrl: 'https://brand.example/', notFoundUrl: 'https://brand.example/404' }],
      ['bare.brand.example', { rootUrl: null, notFoundUrl: null }],
    ]);
    const customDeps: DecideDeps = {
      ...deps,
      resolveHost: (hostname) =>
        custom.has(hostname) || hostname === 'sho.rt'
          ? hostname
          : hostname === '127.0.0.1'
            ? 'own.example'
            : null,
      domainAnswers: (domain) => custom.get(domain),
      links: {
        cached: (domain, code) =>
          domain === 'go.brand.example' && code === 'live123'
            ? link({ id: 'link-c' })
            : (cache.get(`${domain}/${code}`) ?? null),
      },
    };
    const on = (host: string, url: string) => decide(request(url, { host }), customDeps, emptyAnswer());

    it('answers a link on its own domain', () => {
      expect(on('go.brand.example', '/live123')).toEqual(
        answered(destination, visitTo(destination, 'link-c')),
      );
    });

    it('sends the bare domain to its root URL, or to the not-found page without one, and records no visit', () => {
      expect(on('go.brand.example', '/')).toEqual(answered('https://brand.example/', null));
      expect(on('go.brand.example', '/?utm_source=x')).toEqual(answered('https://brand.example/', null));
      expect(on('bare.brand.example', '/')).toEqual(notFound);
    });

    it('sends unknown and disabled codes to its not-found URL', () => {
      expect(on('go.brand.example', '/nothing')).toEqual(answered('https://brand.example/404', null));
      expect(on('go.brand.example', '/disabled')).toEqual(answered('https://brand.example/404', null));
      expect(on('bare.brand.example', '/nothing')).toEqual(notFound);
    });

    it("sends an expired link to its own expired URL, else its domain's, else the 410 page", () => {
      const withDomainUrl: DecideDeps = {
        ...customDeps,
        expiredUrlOf: (domain) => (domain === 'go.brand.example' ? 'https://brand.example/ended' : null),
        links: { cached: (_domain, code) => cache.get(`sho.rt/${code}`) ?? null },
      };
      const at = (host: string, url: string) => decide(request(url, { host }), withDomainUrl, emptyAnswer());
      expect(at('go.brand.example', '/expired')).toEqual(answered('https://brand.example/ended', null));
      expect(at('go.brand.example', '/expiredwithurl')).toEqual(
        answered('https://example.com/sold-out', null),
      );
      expect(at('bare.brand.example', '/expired')).toEqual(expiredPage);
    });

    it("leaves the root of the site's own hosts to the web app", () => {
      expect(on('sho.rt', '/')).toEqual(passed);
      expect(on('127.0.0.1', '/')).toEqual(passed);
    });

    it('answers no link through a host that is none of ours', () => {
      expect(on('elsewhere.example', '/live123')).toEqual(notFound);
      // Without asking the cache, nor leaving the database a lookup to make for any host at all.
      const knowsNothing: DecideDeps = { ...customDeps, links: { cached: () => undefined } };
      expect(decide(request('/notseen', { host: 'elsewhere.example' }), knowsNothing, emptyAnswer())).toEqual(
        notFound,
      );
      expect(on('203.0.113.7', '/live123')).toEqual(notFound);
      expect(on('elsewhere.example', '/')).toEqual(passed);
    });
  });

  describe('a click cap', () => {
    const chrome = {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0',
    };
    const capped = (counted: number) => link({ id: 'link-cap', clickCap: { max: 3, counted } });
    const on = (entry: CachedLink, headers: Record<string, string> = chrome, method = 'GET') =>
      decide(
        request('/capped', { method, headers }),
        { ...deps, links: { cached: () => entry } },
        emptyAnswer(),
      );

    it('sends visits on until the cap, counting each here, then expires the link', () => {
      const entry = capped(1);
      expect(on(entry)).toMatchObject({ location: destination });
      expect(on(entry)).toMatchObject({ location: destination });
      expect(entry.clickCap).toEqual({ max: 3, counted: 3 });
      expect(on(entry)).toEqual(expiredPage);
      expect(entry.clickCap).toEqual({ max: 3, counted: 3 });
    });

    it("counts what the flush counts: not a bot's visit, not a HEAD", () => {
      const entry = capped(2);
      expect(on(entry, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toMatchObject({
        location: destination,
      });
      expect(on(entry, chrome, 'HEAD')).toMatchObject({
        location: destination,
        visit: null,
      });
      expect(entry.clickCap!.counted).toBe(2);
      expect(on(entry)).toMatchObject({ location: destination });
      expect(on(entry)).toEqual(expiredPage);
    });

    it('counts nothing on a link without a cap', () => {
      expect(on(link({ id: 'link-free' }))).toMatchObject({
        location: destination,
        visit: { linkId: 'link-free' },
      });
    });

    it('expires a link loaded at or past its cap (another process reached it)', () => {
      expect(on(capped(3))).toEqual(expiredPage);
      expect(on(capped(40))).toEqual(expiredPage);
    });
  });

  it('takes the link the caller resolved instead of asking the cache', () => {
    const resolved = link({ id: 'from-db', destinationUrl: 'https://db.example/' });
    expect(decide(request('/notseen'), deps, emptyAnswer(), resolved)).toEqual(
      answered('https://db.example/', visitTo('https://db.example/', 'from-db')),
    );
    expect(decide(request('/notseen'), deps, emptyAnswer(), null)).toEqual(notFound);
  });

  it("records a trusted proxy's country, and nothing that is not a country code", () => {
    const headers = (country: string) => ({ 'user-agent': 'Mozilla/5.0', 'cf-ipcountry': country });
    const hint = (country: string) => {
      const decision = decide(request('/live123', { headers: headers(country) }), deps, emptyAnswer());
      return 'visit' in decision ? decision.visit?.countryHint : undefined;
    };
    expect(hint('SG')).toBe('SG');
    expect(hint('sg; drop')).toBeNull();
  });
});

describe('decide with targeting', () => {
  const targeted = link({
    id: 'link-t',
    targeting: prepareTargeting(
      {
        rules: [
          {
            id: 'sg',
            condition: { type: 'country', countries: ['SG'] },
            destination_url: 'https://sg.example/',
          },
          {
            id: 'en',
            condition: { type: 'language', languages: ['en'] },
            destination_url: 'https://en.example/',
          },
        ],
        fallback_url: 'https://fallback.example/',
        rotator: [],
      },
      {
        cloakingCountry: true,
        deviceTargeting: true,
        autoRotator: true,
        fallbackUrl: true,
        advancedRules: true,
      },
    ),
  });
  const targetedDeps: DecideDeps = { ...deps, links: { cached: () => targeted } };
  const visit = (headers: Record<string, string>) =>
    decide(
      request('/targeted?x=1', { headers: { 'user-agent': 'Mozilla/5.0', ...headers } }),
      targetedDeps,
      emptyAnswer(),
    );

  it("sends a visit where the visitor's country, language or nothing leads, and records which", () => {
    expect(visit({ 'cf-ipcountry': 'SG' })).toMatchObject({
      location: 'https://sg.example/?x=1',
      visit: { linkId: 'link-t', destination: 'https://sg.example/?x=1', choice: 'rule:sg' },
    });
    // The GeoIP answer (ID) matches no country rule; the language rule comes after the geo rules.
    // The country the rules looked up travels with the visit (the ingest need not look again).
    expect(visit({ 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({
      location: 'https://en.example/?x=1',
      visit: { choice: 'rule:en', countryHint: 'ID' },
    });
    expect(visit({ 'accept-language': 'id' })).toMatchObject({
      location: 'https://fallback.example/?x=1',
      visit: { choice: 'fallback' },
    });
  });

  it('asks the query rules without the scan marker', () => {
    const byQuery = link({
      id: 'link-q',
      targeting: prepareTargeting(
        {
          rules: [
            {
              id: 'qr',
              condition: { type: 'query', name: 'qr', match: 'present', values: [] },
              destination_url: 'https://qr-param.example/',
            },
            {
              id: 'fb',
              condition: { type: 'query', name: 'src', match: 'equals', values: ['fb'] },
              destination_url: 'https://fb.example/',
            },
          ],
          fallback_url: null,
          rotator: [],
        },
        {
          cloakingCountry: true,
          deviceTargeting: true,
          autoRotator: true,
          fallbackUrl: true,
          advancedRules: true,
        },
      ),
    });
    const queryDeps: DecideDeps = { ...deps, links: { cached: () => byQuery } };
    const scanned = decide(request('/byquery?qr=1'), queryDeps, emptyAnswer());
    expect(scanned).toMatchObject({ location: destination, visit: { scan: true, choice: null } });
    const asked = decide(request('/byquery?qr=yes'), queryDeps, emptyAnswer());
    expect(asked).toMatchObject({ location: 'https://qr-param.example/?qr=yes', visit: { scan: false } });
    const scannedWithMore = decide(request('/byquery?qr=1&src=fb'), queryDeps, emptyAnswer());
    expect(scannedWithMore).toMatchObject({
      location: 'https://fb.example/?src=fb',
      visit: { scan: true, choice: 'rule:fb' },
    });
  });
});
