import { describe, expect, it } from 'vitest';
import type { Condition, RotatorEntry, Rule, Targeting } from '../../../../shared/targeting';
import { fallbackReach, targetingInputSchema } from '../../../../shared/targeting';
import { evaluate, matches, targetSystemOf, type TargetedLink, type VisitorTraits } from './evaluate';
import type { PreparedCondition } from './prepare';
import { prepareTargeting } from './prepare';

// evaluate() as a table: each condition type, the order between kinds and within a list, the
// rotator's weights and stickiness, the fallback and the main destination, the plan's part.

const main = 'https://example.com/main';
const now = Date.UTC(2026, 10, 24, 12);
const all = {
  cloakingCountry: true,
  deviceTargeting: true,
  autoRotator: true,
  fallbackUrl: true,
  advancedRules: true,
};

function rule(id: string, condition: Condition): Rule {
  return { id, condition, destination_url: `https://example.com/${id}` };
}

function entry(id: string, weight: number, paused: Partial<RotatorEntry> = {}): RotatorEntry {
  return {
    id,
    destination_url: `https://example.com/${id}`,
    weight,
    paused: false,
    paused_by_check: false,
    ...paused,
  };
}

function link(
  targeting: Partial<Targeting> | null,
  entitlements = all,
  targetingUntil: number | null = null,
): TargetedLink {
  const full = targeting && { rules: [], fallback_url: null, rotator: [], ...targeting };
  return { destinationUrl: main, targeting: prepareTargeting(full, entitlements), targetingUntil };
}

function visitor(traits: Partial<VisitorTraits> = {}): VisitorTraits {
  return {
    country: 'ID',
    device: 'mobile',
    os: 'Android',
    language: 'id',
    browser: 'Chrome',
    ip: '',
    params: new URLSearchParams(),
    hash: 7,
    ...traits,
  };
}

const idRule = rule('geo-id', { type: 'country', countries: ['ID', 'MY'] });
const usRule = rule('geo-us', { type: 'country', countries: ['US'] });
const iosRule = rule('ios', { type: 'os', systems: ['iOS'] });
const desktopRule = rule('desk', { type: 'device', devices: ['desktop'] });
const tabletRule = rule('tab', { type: 'device', devices: ['tablet'] });
const englishRule = rule('en', { type: 'language', languages: ['en'] });
const macRule = rule('mac', { type: 'os', systems: ['macOS'] });
const linuxRule = rule('linux', { type: 'os', systems: ['Linux'] });

describe('evaluate', () => {
  it.each<[string, Partial<Targeting> | null, Partial<VisitorTraits>, string]>([
    ['no targeting: the main destination', null, {}, main],
    ['an empty rule list: the main destination', { rules: [] }, {}, main],
    ['a country in the rule', { rules: [idRule] }, { country: 'MY' }, idRule.destination_url],
    ['a country not in the rule', { rules: [idRule] }, { country: 'SG' }, main],
    ['an unknown country matches no country rule', { rules: [idRule] }, { country: null }, main],
    ['device type', { rules: [desktopRule, tabletRule] }, { device: 'tablet' }, tabletRule.destination_url],
    ['a bot matches no device rule', { rules: [desktopRule] }, { device: 'bot' }, main],
    ['operating system', { rules: [iosRule] }, { os: 'iOS' }, iosRule.destination_url],
    ['"Mac OS" is macOS', { rules: [macRule] }, { os: 'Mac OS' }, macRule.destination_url],
    ['a Linux distribution is Linux', { rules: [linuxRule] }, { os: 'Ubuntu' }, linuxRule.destination_url],
    ['an unknown OS matches no OS rule', { rules: [iosRule] }, { os: null }, main],
    ['browser language', { rules: [englishRule] }, { language: 'en' }, englishRule.destination_url],
    ['no language matches no language rule', { rules: [englishRule] }, { language: null }, main],
    [
      'first match wins within a kind',
      { rules: [rule('a', { type: 'country', countries: ['ID'] }), idRule] },
      {},
      'https://example.com/a',
    ],
    [
      'a geo rule wins over a device rule listed before it',
      { rules: [rule('any-mobile', { type: 'device', devices: ['mobile'] }), idRule] },
      { country: 'ID', device: 'mobile' },
      idRule.destination_url,
    ],
    [
      'a device rule answers when no geo rule matches',
      {
        rules: [usRule, rule('any-mobile', { type: 'device', devices: ['mobile'] })],
        fallback_url: 'https://example.com/fb',
      },
      { country: 'ID', device: 'mobile' },
      'https://example.com/any-mobile',
    ],
    [
      'geo rules without a match: the fallback URL',
      { rules: [usRule], fallback_url: 'https://example.com/fb' },
      { country: 'ID' },
      'https://example.com/fb',
    ],
    [
      'a geo rule that matches: not the fallback',
      { rules: [usRule], fallback_url: 'https://example.com/fb' },
      { country: 'US' },
      usRule.destination_url,
    ],
    [
      'a fallback without geo rules is not used',
      { rules: [iosRule], fallback_url: 'https://example.com/fb' },
      { os: 'Android' },
      main,
    ],
    [
      'the rotator before the fallback',
      { rules: [usRule], fallback_url: 'https://example.com/fb', rotator: [entry('r1', 1), entry('r2', 1)] },
      { country: 'ID', hash: 0 },
      'https://example.com/r1',
    ],
    [
      'a rule before the rotator',
      { rules: [idRule], rotator: [entry('r1', 1), entry('r2', 1)] },
      { country: 'ID' },
      idRule.destination_url,
    ],
    [
      'every rotator entry paused: the main destination',
      { rotator: [entry('r1', 5, { paused: true }), entry('r2', 5, { paused_by_check: true })] },
      {},
      main,
    ],
    [
      'a paused entry is skipped',
      { rotator: [entry('r1', 5, { paused: true }), entry('r2', 5)] },
      { hash: 0 },
      'https://example.com/r2',
    ],
  ])('%s', (_name, targeting, traits, expected) => {
    expect(evaluate(link(targeting), visitor(traits), now).url).toBe(expected);
  });

  it('names the choice, as the click records it', () => {
    const targeted = link({ rules: [usRule], fallback_url: 'https://example.com/fb', rotator: [] });
    expect(evaluate(targeted, visitor({ country: 'US' }), now)).toMatchObject({
      choice: { kind: 'rule', id: 'geo-us' },
      key: 'rule:geo-us',
    });
    expect(evaluate(targeted, visitor({ country: 'ID' }), now)).toMatchObject({
      choice: { kind: 'fallback' },
      key: 'fallback',
    });
    expect(evaluate(link(null), visitor(), now)).toMatchObject({ choice: { kind: 'main' }, key: null });
  });

  it('allocates no answer per visit: the same outcome object each time', () => {
    const targeted = link({ rules: [idRule] });
    expect(evaluate(targeted, visitor(), now)).toBe(evaluate(targeted, visitor(), now));
    const plain = link(null);
    expect(evaluate(plain, visitor(), now)).toBe(evaluate(plain, visitor(), now));
  });

  describe("the owner's plan", () => {
    const targeting = {
      rules: [idRule, iosRule],
      fallback_url: 'https://example.com/fb',
      rotator: [entry('r1', 1), entry('r2', 1)],
    };

    it('applies only the parts the plan allows, and lists the others', () => {
      const countriesOnly = { ...all, deviceTargeting: false, autoRotator: false };
      const targeted = link(targeting, countriesOnly);
      expect(evaluate(targeted, visitor({ country: 'ID' }), now).url).toBe(idRule.destination_url);
      expect(evaluate(targeted, visitor({ country: 'US', os: 'iOS' }), now).url).toBe(
        'https://example.com/fb',
      );
      expect(targeted.targeting?.notApplied).toEqual(['Device, OS and language rules', 'The rotator']);
    });

    it('without the fallback flag, visitors matching no geo rule get the main destination', () => {
      const targeted = link(
        { rules: [idRule], fallback_url: 'https://example.com/fb' },
        { ...all, fallbackUrl: false },
      );
      expect(evaluate(targeted, visitor({ country: 'US' }), now).url).toBe(main);
    });

    it('a plan with none of it: the main destination, the rules kept for a renewal', () => {
      const none = {
        cloakingCountry: false,
        deviceTargeting: false,
        autoRotator: false,
        fallbackUrl: false,
        advancedRules: false,
      };
      const targeted = link(targeting, none);
      expect(evaluate(targeted, visitor({ country: 'ID' }), now).url).toBe(main);
      expect(targeted.targeting?.notApplied).toHaveLength(4);
    });

    it('stops at the end of the subscription, without a change to the cached link', () => {
      const targeted = link(targeting, all, now + 1);
      expect(evaluate(targeted, visitor({ country: 'ID' }), now).url).toBe(idRule.destination_url);
      expect(evaluate(targeted, visitor({ country: 'ID' }), now + 1).url).toBe(main);
    });
  });

  describe('the rotator', () => {
    const weights = [50, 30, 15, 5];
    const rotating = link({ rotator: weights.map((weight, index) => entry(`r${index}`, weight)) });

    it('picks each destination within 1 % of its share over 100,000 visitors', () => {
      const counts = new Map<string, number>();
      for (let index = 0; index < 100_000; index += 1) {
        // Visitor hashes are 48-bit numbers from SHA-256: uniform, as Math.random's are.
        const hash = Math.floor(Math.random() * 2 ** 48);
        const { url } = evaluate(rotating, visitor({ hash }), now);
        counts.set(url, (counts.get(url) ?? 0) + 1);
      }
      weights.forEach((weight, index) => {
        const share = (counts.get(`https://example.com/r${index}`) ?? 0) / 100_000;
        expect(Math.abs(share - weight / 100)).toBeLessThan(0.01);
      });
    });

    it('keeps a visitor on the same destination for the day (the daily hash decides)', () => {
      for (const hash of [0, 49, 50, 79, 80, 94, 95, 99, 2 ** 48 - 1]) {
        const first = evaluate(rotating, visitor({ hash }), now).url;
        for (let visit = 0; visit < 20; visit += 1)
          expect(evaluate(rotating, visitor({ hash }), now + visit * 60_000).url).toBe(first);
      }
      // Stretches of the weight total, in list order.
      expect(evaluate(rotating, visitor({ hash: 49 }), now).url).toBe('https://example.com/r0');
      expect(evaluate(rotating, visitor({ hash: 50 }), now).url).toBe('https://example.com/r1');
      expect(evaluate(rotating, visitor({ hash: 95 }), now).url).toBe('https://example.com/r3');
      expect(evaluate(rotating, visitor({ hash: 100 }), now).url).toBe('https://example.com/r0');
    });
  });
});

describe("fallbackReach (the editor's warning) agrees with evaluate()", () => {
  // Every combination of rule kinds, rotator states, fallback and plan: the fallback is "applies"
  // exactly when some visitor gets it. The visitors cover every way past the rules: a country no
  // rule names and none at all, a bot (no device rule matches it), no OS, no language, and hashes
  // that land on each rotator stretch.
  const ruleSets: Rule[][] = [[], [usRule], [iosRule], [usRule, desktopRule], [desktopRule, usRule]];
  const rotators: RotatorEntry[][] = [
    [],
    [entry('r1', 1), entry('r2', 1)],
    [entry('r1', 1, { paused: true }), entry('r2', 1)],
    [entry('r1', 1, { paused: true }), entry('r2', 1, { paused: true })],
    [entry('r1', 1, { paused_by_check: true }), entry('r2', 1, { paused: true })],
    [entry('r1', 1, { paused_by_check: true }), entry('r2', 1)],
  ];
  const plans = [
    all,
    { ...all, autoRotator: false },
    { ...all, cloakingCountry: false },
    { ...all, fallbackUrl: false },
    { ...all, deviceTargeting: false },
  ];
  const visitors: VisitorTraits[] = ['US', 'SG', null].flatMap((country) =>
    ['desktop', 'bot'].flatMap((device) =>
      [0, 1, 2, 3].map((hash) => visitor({ country, device, os: null, language: null, hash })),
    ),
  );
  const cases = ruleSets.flatMap((rules) =>
    rotators.flatMap((rotator) =>
      [null, 'https://example.com/fb'].flatMap((fallback_url) =>
        plans.map((plan) => ({ targeting: { rules, rotator, fallback_url }, plan })),
      ),
    ),
  );

  it(`over ${cases.length} cases`, () => {
    for (const { targeting, plan } of cases) {
      const targeted = link(targeting, plan);
      const reached = visitors.some((seen) => evaluate(targeted, seen, now).choice.kind === 'fallback');
      const reach = fallbackReach(targeting, plan);
      expect({ targeting, plan, reached }).toEqual({ targeting, plan, reached: reach === 'applies' });
    }
  });

  it('names why a fallback is never used', () => {
    const fallback_url = 'https://example.com/fb';
    expect(fallbackReach({ rules: [usRule], rotator: [entry('r1', 1)], fallback_url })).toBe('rotator');
    expect(fallbackReach({ rules: [iosRule], rotator: [], fallback_url })).toBe('no_country_rules');
    expect(fallbackReach({ rules: [usRule], rotator: [], fallback_url }, { fallbackUrl: false })).toBe(
      'not_in_plan',
    );
    expect(fallbackReach({ rules: [usRule], rotator: [], fallback_url: ' ' })).toBe('none');
  });
});

describe('a country rule', () => {
  // Countries of every rule are looked up in one sorted table (a binary search); one far down it
  // and one at each end.
  const many = rule('many', {
    type: 'country',
    countries: ['AR', 'BR', 'CA', 'DE', 'FR', 'GB', 'ID', 'JP', 'MY', 'SG', 'US', 'ZA'],
  });
  it.each(['AR', 'BR', 'DE', 'ID', 'SG', 'ZA'])('finds %s among twelve', (country) => {
    expect(evaluate(link({ rules: [many] }), visitor({ country }), now).url).toBe(many.destination_url);
  });
  it.each(['AA', 'CH', 'ZZ'])('finds no %s', (country) => {
    expect(evaluate(link({ rules: [many] }), visitor({ country }), now).url).toBe(main);
  });

  // The redirect looks countries up in the table; matches() answers the condition alone too.
  it('matches as a condition on its own', () => {
    const condition: PreparedCondition = { type: 'country', values: new Set(['SG', 'MY']) };
    expect(matches(condition, visitor({ country: 'SG' }), now)).toBe(true);
    expect(matches(condition, visitor({ country: 'ID' }), now)).toBe(false);
    expect(matches(condition, visitor({ country: null }), now)).toBe(false);
  });

  it('refuses a condition of no known type (a stored rule from a newer version)', () => {
    expect(() => matches({ type: 'planet' } as unknown as PreparedCondition, visitor(), now)).toThrow(
      'Unknown targeting condition {"type":"planet"}',
    );
  });
});

describe('targetSystemOf', () => {
  it.each([
    ['iOS', 'iOS'],
    ['Android', 'Android'],
    ['Windows', 'Windows'],
    ['Mac OS', 'macOS'],
    ['Fedora', 'Linux'],
    ['Chromium OS', null],
    [null, null],
  ])('%s -> %s', (os, expected) => {
    expect(targetSystemOf(os)).toBe(expected);
  });
});

describe('targetingInputSchema', () => {
  it('accepts the four condition types and upper-cases countries', () => {
    const parsed = targetingInputSchema.parse({
      rules: [
        {
          condition: { type: 'country', countries: ['id', 'MY', 'id'] },
          destination_url: 'https://a.example/',
        },
        { condition: { type: 'device', devices: ['mobile'] }, destination_url: 'https://b.example/' },
        { condition: { type: 'os', systems: ['iOS'] }, destination_url: 'https://c.example/' },
        { condition: { type: 'language', languages: ['EN'] }, destination_url: 'https://d.example/' },
      ],
    });
    expect(parsed.rules.map((item) => item.condition)).toEqual([
      { type: 'country', countries: ['ID', 'MY'] },
      { type: 'device', devices: ['mobile'] },
      { type: 'os', systems: ['iOS'] },
      { type: 'language', languages: ['en'] },
    ]);
    expect(parsed).toMatchObject({ fallback_url: null, rotator: [] });
  });

  it.each<[string, unknown, string]>([
    [
      'a country that is not a code',
      {
        rules: [{ condition: { type: 'country', countries: ['XX'] }, destination_url: 'https://a.example/' }],
      },
      'rules.0.condition.countries.0',
    ],
    [
      'an empty condition',
      { rules: [{ condition: { type: 'device', devices: [] }, destination_url: 'https://a.example/' }] },
      'rules.0.condition.devices',
    ],
    [
      'an unknown condition type',
      { rules: [{ condition: { type: 'moon' }, destination_url: 'https://a.example/' }] },
      'rules.0.condition.type',
    ],
    [
      'a bad URL',
      { rules: [{ condition: { type: 'os', systems: ['iOS'] }, destination_url: 'ftp://a' }] },
      'rules.0.destination_url',
    ],
    [
      'weight 0',
      {
        rotator: [
          { destination_url: 'https://a.example/', weight: 0 },
          { destination_url: 'https://b.example/', weight: 1 },
        ],
      },
      'rotator.0.weight',
    ],
    [
      'weight 101',
      {
        rotator: [
          { destination_url: 'https://a.example/', weight: 1 },
          { destination_url: 'https://b.example/', weight: 101 },
        ],
      },
      'rotator.1.weight',
    ],
    ['one rotator entry', { rotator: [{ destination_url: 'https://a.example/', weight: 1 }] }, 'rotator'],
    [
      '11 rotator entries',
      { rotator: Array.from({ length: 11 }, () => ({ destination_url: 'https://a.example/', weight: 1 })) },
      'rotator',
    ],
    [
      '51 rules',
      {
        rules: Array.from({ length: 51 }, () => ({
          condition: { type: 'language', languages: ['en'] },
          destination_url: 'https://a.example/',
        })),
      },
      'rules',
    ],
    ['a bad fallback', { fallback_url: 'not a url' }, 'fallback_url'],
  ])('refuses %s, naming %s', (_name, input, path) => {
    const result = targetingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
