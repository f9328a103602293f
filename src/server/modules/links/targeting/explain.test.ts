import { describe, expect, it } from 'vitest';
import type { Targeting } from '../../../../shared/targeting';
import { linksText } from '../texts-id';
import { evaluate, type VisitorTraits } from './evaluate';
import { explain } from './explain';
import { prepareTargeting } from './prepare';

// Each reason "Test a visit" gives, for the Outcome evaluate() chose.

const everything = {
  cloakingCountry: true,
  deviceTargeting: true,
  autoRotator: true,
  fallbackUrl: true,
  advancedRules: true,
};
const nothing = {
  cloakingCountry: false,
  deviceTargeting: false,
  autoRotator: false,
  fallbackUrl: false,
  advancedRules: false,
};

const targeting: Targeting = {
  rules: [
    {
      id: 'r1',
      condition: { type: 'country', countries: ['ID', 'MY'] },
      destination_url: 'https://id.example/',
    },
    { id: 'r2', condition: { type: 'os', systems: ['macOS'] }, destination_url: 'https://mac.example/' },
  ],
  fallback_url: null,
  rotator: [
    { id: 'a', destination_url: 'https://a.example/', weight: 30, paused: false, paused_by_check: false },
    { id: 'b', destination_url: 'https://b.example/', weight: 70, paused: false, paused_by_check: false },
    { id: 'c', destination_url: 'https://c.example/', weight: 50, paused: true, paused_by_check: false },
  ],
};

const visitor = (traits: Partial<VisitorTraits>): VisitorTraits => ({
  country: null,
  device: 'desktop',
  os: null,
  language: null,
  browser: null,
  ip: '',
  params: new URLSearchParams(),
  hash: 0,
  ...traits,
});

function reason(
  stored: Targeting | null,
  traits: Partial<VisitorTraits>,
  options: { entitlements?: typeof everything; until?: number | null; now?: number } = {},
) {
  const link = {
    destinationUrl: 'https://main.example/',
    targeting: prepareTargeting(stored, options.entitlements ?? everything),
    targetingUntil: options.until ?? null,
  };
  const now = options.now ?? 1_000;
  const seen = visitor(traits);
  return explain(evaluate(link, seen, now), { link, stored, visitor: seen, now });
}

describe('the reason of a test visit', () => {
  it('names the rule that matched, its position and what matched', () => {
    expect(reason(targeting, { country: 'MY' })).toBe(
      "Rule 1 matched: the visitor's country MY is one of ID, MY.",
    );
    // ua-parser-js's "Mac OS" is the rule's macOS.
    expect(reason(targeting, { os: 'Mac OS' })).toBe(
      "Rule 2 matched: the visitor's operating system is macOS.",
    );
  });

  it('numbers the rule as the editor and the Destinations breakdown do, whatever the stored order', () => {
    // Stored with the OS rule first: the country rule is still tried first, so it is rule 1.
    const osFirst = { ...targeting, rules: [targeting.rules[1]!, targeting.rules[0]!] };
    expect(reason(osFirst, { country: 'ID' })).toBe(
      "Rule 1 matched: the visitor's country ID is one of ID, MY.",
    );
    expect(reason(osFirst, { os: 'Mac OS' })).toBe(
      "Rule 2 matched: the visitor's operating system is macOS.",
    );
  });

  it('names the rotator’s pick as the editor does (Destination N) among all, and the weight among the active ones', () => {
    expect(reason(targeting, { hash: 10 })).toBe(
      "The rotator picked Destination 1 of 3 (weight 30 of 100): a visitor's pick stays the same all day.",
    );
    expect(reason(targeting, { hash: 30 })).toMatch(
      /^The rotator picked Destination 2 of 3 \(weight 70 of 100\)/,
    );
    // The editor's Indonesian word for it (locales/id/targeting.json: "Tujuan {{number}}").
    expect(linksText.local(reason(targeting, { hash: 10 }), 'id')).toBe(
      'Rotator memilih Tujuan 1 dari 3 (bobot 30 dari 100): pilihan untuk seorang pengunjung tetap sama sepanjang hari.',
    );
  });

  it('says why the main destination or the fallback answered', () => {
    const geoOnly = { ...targeting, rules: targeting.rules.slice(0, 1), rotator: [] };
    expect(reason({ ...geoOnly, fallback_url: 'https://f.example/' }, { country: 'US' })).toBe(
      'No rule matched and no rotator destination answers: the fallback URL.',
    );
    // Evaluated after the rules and the rotator, and only with country rules: said when it is why.
    const osOnly = { ...targeting, rules: targeting.rules.slice(1), rotator: [] };
    expect(reason({ ...osOnly, fallback_url: 'https://f.example/' }, { os: 'iOS' })).toBe(
      'No rule matched: the main destination (the fallback URL applies only to links with country rules).',
    );
    expect(reason(geoOnly, { country: 'US' })).toBe('No rule matched: the main destination.');
    expect(reason(null, {})).toBe('This link has no targeting: the main destination.');
    expect(reason(targeting, { country: 'ID' }, { entitlements: nothing })).toBe(
      "Targeting is not applied: the owner's plan does not include it.",
    );
    expect(reason(targeting, { country: 'ID' }, { until: 500, now: 1_000 })).toBe(
      "Targeting is not applied: the owner's subscription has ended.",
    );
    const allPaused = {
      ...targeting,
      rules: [],
      rotator: targeting.rotator.map((entry) => ({ ...entry, paused: true })),
    };
    expect(reason(allPaused, {})).toBe(
      'No rule matched and every rotator destination is paused: the main destination.',
    );
  });
});
