import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aliasPattern, createLinkSchema, destinationProblem, updateLinkSchema } from '../shared/links';
import { reservedPaths } from '../shared/paths';
import { createShortUrlBuilder } from './modules/domains/short-url';
import { mergeQuery } from './modules/links/destination';
import { aliasProblem } from './modules/links/link-rules';
import { generateShortCode } from './modules/links/short-code';
import { parseLinkRef } from './modules/telegram/commands/link-ref';
import { decide, emptyAnswer, type DecideDeps } from './redirect/decide';
import { createPasswordCookies } from './redirect/password-cookie';
import { Visitor } from './redirect/visitor';

// Property tests of the short code, alias and destination parsers (issue 44, item 5): what one
// side writes, the other reads back. A code or alias made into a short link (domains' shortUrl) is
// read back by the redirect (decide) and by the bot's link references (parseLinkRef); an alias or a
// destination typed with spaces around it is kept as it was meant; anything else is refused naming
// its field, and nothing throws. The seed is fixed (PROPERTY_SEED overrides it); a failure prints
// it with the counterexample. Each property prints the number of cases it ran.

const seed = Number(process.env.PROPERTY_SEED ?? 4405);

/** Runs a property, prints its case count, and fails with fast-check's report (seed, path, counterexample). */
function holds<T>(name: string, property: fc.IProperty<T>, numRuns = 500): void {
  const details = fc.check(property, { seed, numRuns });
  // eslint-disable-next-line no-console -- issue 44 asks for the number of cases each property ran
  console.log(`${name}: ${details.numRuns} cases (seed ${seed})`);
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    throw new Error(`${fc.defaultReportMessage(details)}\n${error}`);
  }
}

/** Every code the redirect serves: a generated one, or an alias. */
const code = fc.oneof(fc.stringMatching(/^[0-9A-Za-z]{7}$/), fc.stringMatching(aliasPattern));
const notCode = fc.string({ unit: 'binary', maxLength: 70 }).filter((text) => !aliasPattern.test(text));
/** Spaces a person may type around a value (never tabs or line breaks: those are refused). */
const padding = fc.stringMatching(/^ {0,3}$/);
const domain = fc.domain().map((name) => name.toLowerCase());
const publicUrl = fc.constantFrom(
  'http://localhost:3000',
  'https://links.example',
  'https://links.example:8443/',
  'http://[::1]:3000',
);
const destination = fc.webUrl({ withQueryParameters: true, withFragments: true });

/** decide() with nothing cached: a path it takes for a code is looked up in the database. */
const nothingCached: DecideDeps = {
  resolveHost: (hostname) => hostname,
  domainAnswers: () => undefined,
  expiredUrlOf: () => null,
  links: { cached: () => undefined },
  ownerDisabled: () => false,
  now: () => Date.UTC(2026, 10, 24),
  passwordCookies: createPasswordCookies('a test secret of at least thirty-two characters'),
  visitor: new Visitor({
    geoip: { country: () => null },
    countryHeader: 'cf-ipcountry',
    hashVisitor: () => 1,
  }),
};

function lookupOf(path: string, host = 'sho.rt') {
  const decision = decide(
    { method: 'GET', url: path, host, ip: '36.66.0.1', headers: {} },
    nothingCached,
    emptyAnswer(),
  );
  return 'pass' in decision ? decision.lookup : 'answered';
}

/** A path with every character percent-encoded, as some clients send it. */
const encodedAll = (text: string) =>
  [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');

describe('short codes', () => {
  it('generated codes are 7 characters of the alias alphabet', () => {
    holds(
      'a generated code fits the code rule',
      fc.property(fc.integer({ min: 1, max: 12 }), (length) => {
        const generated = generateShortCode(length >= 3 ? length : 7);
        return aliasPattern.test(generated) && generated.length === (length >= 3 ? length : 7);
      }),
    );
  });

  it('a code made into a short URL is read back by the redirect, with or without a query', () => {
    holds(
      'redirect reads back the code of a short URL',
      fc.property(code, domain, fc.webQueryParameters(), (made, host, query) => {
        fc.pre(!reservedPaths.has(made));
        const url = new URL(createShortUrlBuilder('https://links.example')(host, made));
        expect(lookupOf(url.pathname, host)).toEqual({ domain: host, code: made });
        expect(lookupOf(`${url.pathname}?${query}`, host)).toEqual({ domain: host, code: made });
        // A client that percent-encodes every character reaches the same link.
        expect(lookupOf(`/${encodedAll(made)}`, host)).toEqual({ domain: host, code: made });
      }),
    );
  });

  it('a short URL is read back by the bot as its domain and code, however it was shared', () => {
    holds(
      'parseLinkRef(shortUrl(domain, code)) = { domain, code }',
      fc.property(
        publicUrl,
        fc.oneof(domain, fc.constant('own')),
        code,
        fc.webQueryParameters(),
        fc.webFragments(),
        padding,
        (publicAddress, chosen, made, query, fragment, spaces) => {
          const host = chosen === 'own' ? new URL(publicAddress).hostname : chosen;
          const shared = createShortUrlBuilder(publicAddress)(host, made);
          const expected = { domain: host, code: made };
          expect(parseLinkRef(shared)).toEqual(expected);
          expect(parseLinkRef(`${spaces}${shared}?${query}#${fragment}${spaces}`)).toEqual(expected);
          expect(parseLinkRef(shared.replace(/^https?:\/\//, ''))).toEqual(expected);
          expect(parseLinkRef(`${spaces}${made}${spaces}`)).toEqual({ domain: null, code: made });
        },
      ),
    );
  });

  it('a path that is no code is never looked up, and nothing throws', () => {
    holds(
      'the redirect passes a non-code path on without a lookup',
      fc.property(notCode, (text) => {
        fc.pre(!text.includes('?') && text !== '');
        const path = `/${text}`;
        let decoded: string | null;
        try {
          decoded = decodeURIComponent(text);
        } catch {
          decoded = null;
        }
        const lookup = lookupOf(path);
        if (decoded !== null && aliasPattern.test(decoded) && !reservedPaths.has(decoded))
          expect(lookup).toEqual({ domain: 'sho.rt', code: decoded });
        else expect(lookup).toBeNull();
      }),
    );
    holds(
      'parseLinkRef never throws, and names a code without spaces',
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const ref = parseLinkRef(text);
        if (ref === null) return true;
        return ref.code !== '' && !/\s/.test(ref.code) && (ref.domain === null || ref.domain !== '');
      }),
      1000,
    );
  });
});

describe('aliases', () => {
  const valid = 'https://example.com/';

  it('an alias typed with spaces around it is kept as it was meant, on create and update', () => {
    holds(
      'alias parse(pad(x)) = x',
      fc.property(fc.stringMatching(aliasPattern), padding, padding, (alias, before, after) => {
        const typed = `${before}${alias}${after}`;
        expect(createLinkSchema.parse({ destination_url: valid, custom_alias: typed }).custom_alias).toBe(
          alias,
        );
        expect(updateLinkSchema.parse({ custom_alias: typed }).custom_alias).toBe(alias);
      }),
    );
  });

  it('anything else is refused naming custom_alias, and nothing throws', () => {
    holds(
      'alias refused iff not 3-64 letters, digits, - or _, naming custom_alias',
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 70 }), fc.stringMatching(aliasPattern)),
        (typed) => {
          const created = createLinkSchema.safeParse({ destination_url: valid, custom_alias: typed });
          const meant = aliasPattern.test(typed.trim()) || typed === '';
          expect(created.success).toBe(meant);
          if (!created.success)
            expect(new Set(created.error.issues.map((issue) => issue.path.join('.')))).toEqual(
              new Set(['custom_alias']),
            );
          const updated = updateLinkSchema.safeParse({ custom_alias: typed });
          expect(updated.success).toBe(aliasPattern.test(typed.trim()));
          if (!updated.success)
            expect(new Set(updated.error.issues.map((issue) => issue.path.join('.')))).toEqual(
              new Set(['custom_alias']),
            );
        },
      ),
      1000,
    );
  });

  it('an alias the rules let through is served by the redirect, never taken for an app page', () => {
    holds(
      'an allowed alias reaches its link',
      fc.property(
        fc.oneof(
          fc.stringMatching(aliasPattern),
          fc.constantFrom(...reservedPaths).map((path) => path.toUpperCase()),
        ),
        (alias) => {
          fc.pre(aliasPattern.test(alias));
          const problem = aliasProblem(alias, { customAlias: true });
          if (problem === null) expect(lookupOf(`/${alias}`)).toEqual({ domain: 'sho.rt', code: alias });
          else expect(reservedPaths.has(alias.toLowerCase())).toBe(true);
        },
      ),
    );
  });
});

describe('destinations', () => {
  it('a URL typed with spaces around it is kept as typed, and reads back the same', () => {
    holds(
      'destination parse(pad(x)) = x',
      fc.property(destination, padding, padding, (url, before, after) => {
        expect(destinationProblem(url)).toBeNull();
        const parsed = createLinkSchema.parse({ destination_url: `${before}${url}${after}` }).destination_url;
        expect(parsed).toBe(url);
        expect(createLinkSchema.parse({ destination_url: parsed }).destination_url).toBe(parsed);
        expect(new URL(parsed).href).toBe(new URL(url).href);
      }),
    );
  });

  it('whatever is typed is kept as a URL a browser reads the same way, or refused naming destination_url', () => {
    const typed = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc
        .tuple(
          fc.constantFrom('http://', 'https://', 'HTTPS://', 'http:', 'https:/', 'ftp://', ''),
          fc.string({ maxLength: 30 }),
        )
        .map(([scheme, rest]) => scheme + rest),
      fc
        .tuple(destination, fc.string({ unit: 'binary', maxLength: 3 }), fc.nat(60))
        .map(([url, noise, at]) => url.slice(0, at) + noise + url.slice(at)),
    );
    holds(
      'destination accepted -> an http(s) URL with a host, else refused naming destination_url',
      fc.property(typed, (text) => {
        const result = createLinkSchema.safeParse({ destination_url: text });
        if (!result.success) {
          expect(new Set(result.error.issues.map((issue) => issue.path.join('.')))).toEqual(
            new Set(['destination_url']),
          );
          return;
        }
        const kept = result.data.destination_url;
        expect(kept).toBe(text.trim());
        const url = new URL(kept);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
      }),
      2000,
    );
  });

  it("a kept destination takes the visitor's query on the redirect: same host, the visitor's values win", () => {
    holds(
      'mergeQuery(destination, query) keeps the host and carries the query',
      fc.property(destination, fc.webQueryParameters(), (url, query) => {
        const merged = new URL(mergeQuery(url, query));
        const original = new URL(url);
        expect(merged.host).toBe(original.host);
        expect(merged.pathname).toBe(original.pathname);
        expect(merged.hash).toBe(original.hash);
        const incoming = new URLSearchParams(query);
        for (const key of new Set(incoming.keys()))
          expect(merged.searchParams.getAll(key)).toEqual(incoming.getAll(key));
        expect(mergeQuery(url, '')).toBe(url);
      }),
    );
  });
});
