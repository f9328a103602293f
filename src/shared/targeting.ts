import { z } from 'zod';
import { isTimeZone } from './account';
import type { CheckState } from './checks';
import { entitlementRegistry, flagsOf } from './entitlements';
import { destinationSchema, type Link } from './links';

// Targeting of one link: ordered rules (first match wins; geo rules before the others: device, OS,
// language, browser, query parameter, address, date window and weekly schedule), a weighted rotator and a fallback URL. The API's contract and the rules both sides show;
// the server enforces every one and its evaluator reads the same types (server/modules/links/targeting).

export const maxRules = 50;
export const minRotatorEntries = 2;
export const maxRotatorEntries = 10;
export const minWeight = 1;
export const maxWeight = 100;
export const maxConditionValues = 250;
export const maxQueryNameLength = 100;
export const maxQueryValueLength = 200;

/** ISO 3166-1 alpha-2, the officially assigned codes. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const countryCodeSet = new Set(countryCodes);

export const targetDevices = ['mobile', 'tablet', 'desktop'] as const;
export type TargetDevice = (typeof targetDevices)[number];

/** The operating systems a rule can name, as the user-agent parser (ua-parser-js) names them. */
export const targetSystems = ['iOS', 'Android', 'Windows', 'macOS', 'Linux'] as const;
export type TargetSystem = (typeof targetSystems)[number];

/**
 * The browsers a rule can name. ua-parser-js names more (server/modules/links/targeting/evaluate.ts
 * folds them into these): "In-app" is the browser inside an app (Facebook, Instagram, LINE,
 * TikTok, an Android WebView), where many of this market's visits open.
 */
export const targetBrowsers = [
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Opera',
  'Samsung Internet',
  'UC Browser',
  'In-app',
] as const;
export type TargetBrowser = (typeof targetBrowsers)[number];

/** A schedule's days, Monday first as the market's calendars are. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

/** A language's primary subtag (ISO 639-1 or -2), as Accept-Language's first part: "id", "en". */
export const languagePattern = /^[a-z]{2,3}$/;

/** A rule or rotator entry's id: chosen by the client (or the server when left out), kept across edits. */
const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Use an id of 1 to 32 letters, digits, dashes or underscores.');

/** A condition's values: at least one, at most maxConditionValues, repeats dropped. */
function valueList<T extends z.ZodType>(item: T, messages: { min: string; max: string }) {
  return z
    .array(item)
    .min(1, messages.min)
    .max(maxConditionValues, messages.max)
    .transform((values) => [...new Set(values)] as z.output<T>[]);
}

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => countryCodeSet.has(code), {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a country code (ISO 3166-1 alpha-2, like ID or US).`,
  });

/** An IPv4 or IPv6 address, or a CIDR range of either (the server matches with node:net's BlockList). */
export function isAddressOrRange(value: string): boolean {
  return (
    z.regexes.ipv4.test(value) ||
    z.regexes.ipv6.test(value) ||
    z.regexes.cidrv4.test(value) ||
    z.regexes.cidrv6.test(value)
  );
}

const addressRangeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isAddressOrRange, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not an IP address or range (like 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32).`,
  });

/** "09:00"; a schedule's end may be "24:00" (until midnight). */
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockSchema = z.string().trim().regex(clockPattern, 'Use a time like 09:00.');
const endClockSchema = z
  .string()
  .trim()
  .refine((value) => value === '24:00' || clockPattern.test(value), 'Use a time like 17:00, or 24:00.');

/** Minutes after midnight of "HH:MM". */
export function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

const instantSchema = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });

export const conditionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('country'),
      countries: valueList(countrySchema, {
        min: 'Choose at least one country.',
        max: `Choose at most ${maxConditionValues} countries.`,
      }),
    }),
    z.object({
      type: z.literal('device'),
      devices: valueList(z.enum(targetDevices, 'Choose mobile, tablet or desktop.'), {
        min: 'Choose at least one device type.',
        max: `Choose at most ${maxConditionValues} device types.`,
      }),
    }),
    z.object({
      type: z.literal('os'),
      systems: valueList(z.enum(targetSystems, 'Choose iOS, Android, Windows, macOS or Linux.'), {
        min: 'Choose at least one operating system.',
        max: `Choose at most ${maxConditionValues} operating systems.`,
      }),
    }),
    z.object({
      type: z.literal('language'),
      languages: valueList(
        z.string().trim().toLowerCase().regex(languagePattern, 'Use a language code like id or en.'),
        {
          min: 'Choose at least one language.',
          max: `Choose at most ${maxConditionValues} languages.`,
        },
      ),
    }),
    z.object({
      type: z.literal('browser'),
      browsers: valueList(
        z.enum(
          targetBrowsers,
          'Choose Chrome, Safari, Firefox, Edge, Opera, Samsung Internet, UC Browser or In-app.',
        ),
        {
          min: 'Choose at least one browser.',
          max: `Choose at most ${maxConditionValues} browsers.`,
        },
      ),
    }),
    z
      .object({
        type: z.literal('query'),
        /** The query parameter's name, as the visit's address has it (case matters). */
        name: z
          .string()
          .trim()
          .min(1, "Enter the parameter's name.")
          .max(maxQueryNameLength, `Use at most ${maxQueryNameLength} characters.`)
          .regex(/^[^\s&=#?]+$/, 'Use a name without spaces, &, =, # or ?.'),
        /** equals: the parameter has one of `values`; present: it is in the address at all. */
        match: z.enum(['equals', 'present'], 'Choose equals or present.'),
        values: z
          .array(z.string().max(maxQueryValueLength, `Use at most ${maxQueryValueLength} characters.`))
          .max(maxConditionValues, `Enter at most ${maxConditionValues} values.`)
          .default([]),
      })
      .superRefine((condition, context) => {
        if (condition.match === 'equals' && condition.values.length === 0)
          context.addIssue({ code: 'custom', path: ['values'], message: 'Enter at least one value.' });
        if (condition.match === 'present' && condition.values.length > 0)
          context.addIssue({
            code: 'custom',
            path: ['values'],
            message: 'Leave the values empty: "present" matches any value.',
          });
      }),
    z.object({
      type: z.literal('ip'),
      ranges: valueList(addressRangeSchema, {
        min: 'Enter at least one address or range.',
        max: `Enter at most ${maxConditionValues} addresses or ranges.`,
      }),
    }),
    z
      .object({
        type: z.literal('date'),
        /** From this instant (ISO 8601 with its offset); null: since always. */
        from: instantSchema.nullable().default(null),
        /** Until this instant, not included; null: for ever. */
        to: instantSchema.nullable().default(null),
      })
      .superRefine((condition, context) => {
        if (condition.from === null && condition.to === null)
          context.addIssue({ code: 'custom', path: ['from'], message: 'Enter a start, an end, or both.' });
        else if (
          condition.from !== null &&
          condition.to !== null &&
          Date.parse(condition.to) <= Date.parse(condition.from)
        )
          context.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end after the start.' });
      }),
    z
      .object({
        type: z.literal('schedule'),
        days: valueList(z.enum(weekDays, 'Choose days from mon to sun.'), {
          min: 'Choose at least one day.',
          max: 'Choose at most 7 days.',
        }),
        /** Local time in `timezone`; a window whose end is before its start runs past midnight. */
        from: clockSchema,
        to: endClockSchema,
        timezone: z.string().refine(isTimeZone, 'Choose a time zone such as Asia/Jakarta.'),
      })
      .superRefine((condition, context) => {
        if (clockPattern.test(condition.from) && minutesOf(condition.from) === minutesOf(condition.to))
          context.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end other than the start.' });
      }),
  ],
  {
    error: 'Choose a condition: country, device, os, language, browser, query, ip, date or schedule.',
  },
);

export type Condition = z.infer<typeof conditionSchema>;
export type ConditionType = Condition['type'];

export const ruleSchema = z.object({
  id: idSchema.optional(),
  condition: conditionSchema,
  destination_url: destinationSchema,
});

export const rotatorEntrySchema = z.object({
  id: idSchema.optional(),
  destination_url: destinationSchema,
  weight: z
    .number({ error: `Enter a whole number from ${minWeight} to ${maxWeight}.` })
    .int(`Enter a whole number from ${minWeight} to ${maxWeight}.`)
    .min(minWeight, `Use a weight of at least ${minWeight}.`)
    .max(maxWeight, `Use a weight of at most ${maxWeight}.`),
  /** Paused by the owner. */
  paused: z.boolean().default(false),
});

/** What a client sends to replace a link's targeting (PUT /api/links/:id/targeting). */
export const targetingInputSchema = z
  .object({
    rules: z.array(ruleSchema).max(maxRules, `Use at most ${maxRules} rules.`).default([]),
    fallback_url: destinationSchema.nullable().default(null),
    rotator: z
      .array(rotatorEntrySchema)
      .max(maxRotatorEntries, `Use at most ${maxRotatorEntries} rotator destinations.`)
      .refine(
        (entries) => entries.length === 0 || entries.length >= minRotatorEntries,
        `A rotator needs at least ${minRotatorEntries} destinations (or none).`,
      )
      .default([]),
  })
  .strict()
  .meta({
    examples: [
      {
        rules: [
          {
            condition: { type: 'country', countries: ['MY', 'SG'] },
            destination_url: 'https://shop.example.com/my/sale',
          },
          {
            condition: { type: 'device', devices: ['mobile'] },
            destination_url: 'https://m.shop.example.com/sale',
          },
        ],
        fallback_url: null,
        rotator: [],
      },
    ],
  });

export type TargetingInput = z.input<typeof targetingInputSchema>;

export interface Rule {
  id: string;
  condition: Condition;
  destination_url: string;
}

export interface RotatorEntry {
  id: string;
  destination_url: string;
  weight: number;
  paused: boolean;
  /** Paused by a failing domain check (set by the checks, through the links module). */
  paused_by_check: boolean;
}

/** A link's targeting as stored and as the API returns it. */
export interface Targeting {
  rules: Rule[];
  fallback_url: string | null;
  rotator: RotatorEntry[];
}

export const emptyTargeting: Targeting = { rules: [], fallback_url: null, rotator: [] };

/** Which choice answered a visit: recorded with the click, shown in "Destinations" and "Test a visit". */
export type Choice =
  { kind: 'rule'; id: string } | { kind: 'rotator'; id: string } | { kind: 'fallback' } | { kind: 'main' };

/** The plan flags a link's targeting needs: those the registry gives targeting words (shared/entitlements.ts). */
type TargetingFlag = Extract<(typeof entitlementRegistry)[number], { targeting: object }>;
export type TargetingFeature = TargetingFlag['key'];

const targetingFlags = flagsOf(entitlementRegistry).filter(
  (entry): entry is TargetingFlag => 'targeting' in entry,
);

/** The flags, by their Entitlements key, in the registry's order. */
export const targetingFeatures: TargetingFeature[] = targetingFlags.map((entry) => entry.key);

/** The plan flag each part of the targeting needs (shared/plans.ts Entitlements). */
export const featureOf = {
  country: 'cloakingCountry',
  device: 'deviceTargeting',
  os: 'deviceTargeting',
  language: 'deviceTargeting',
  browser: 'advancedRules',
  query: 'advancedRules',
  ip: 'advancedRules',
  date: 'advancedRules',
  schedule: 'advancedRules',
  rotator: 'autoRotator',
  fallback: 'fallbackUrl',
} as const satisfies Record<ConditionType | 'rotator' | 'fallback', TargetingFeature>;

/** Each flag's targeting words: its name in each language, and whether English says it as many. */
export const featureWords = Object.fromEntries(
  targetingFlags.map((entry) => [entry.key, entry.targeting]),
) as Record<TargetingFeature, TargetingFlag['targeting']>;

/** The names the UI and the 403s give each plan flag (in English: "not applied" answers with them). */
export const featureNames = Object.fromEntries(
  targetingFlags.map((entry) => [entry.key, entry.targeting.en]),
) as Record<TargetingFeature, string>;

/**
 * Each rule's number, as every screen names it ("Rule 3"), by its place in `rules`: its place in
 * the order a visit tries them, the country rules first and then the device, OS and language
 * rules, each kind in list order (a rule listed after another kind keeps the number it is tried
 * at). The editor, "Test a visit" and the Destinations breakdown all number rules with this.
 */
export function ruleNumbers(rules: readonly { condition: { type: ConditionType } }[]): number[] {
  let country = 0;
  let other = rules.filter((rule) => rule.condition.type === 'country').length;
  return rules.map((rule) => (rule.condition.type === 'country' ? (country += 1) : (other += 1)));
}

/** The number of the stored rule with this id (ruleNumbers), or null when there is none. */
export function ruleNumberOf(rules: readonly Rule[], id: string): number | null {
  const index = rules.findIndex((rule) => rule.id === id);
  return index === -1 ? null : ruleNumbers(rules)[index]!;
}

/** What fallbackReach() needs of a targeting: the editor's draft and the stored targeting alike. */
export interface FallbackInputs {
  rules: readonly { condition: { type: ConditionType } }[];
  rotator: readonly { paused: boolean; paused_by_check?: boolean }[];
  fallback_url: string | null;
}

/**
 * Whether a visit can reach the fallback URL, and if not, why. A visit tries the country rules,
 * then the device, OS and language rules, then the rotator, and only then the fallback, which
 * applies only to links with country rules: with a rotator that has a destination not paused the
 * rotator answers first, and without country rules the main destination does. Parts the owner's
 * plan lacks are not applied (entitlements; leave it out for all of them). The server's
 * evaluate() agrees with it on every case (evaluate.test.ts), and the editor warns by it.
 */
export function fallbackReach(
  targeting: FallbackInputs,
  entitlements: Partial<Record<'cloakingCountry' | 'autoRotator' | 'fallbackUrl', boolean>> = {},
): 'none' | 'not_in_plan' | 'no_country_rules' | 'rotator' | 'applies' {
  if (targeting.fallback_url === null || targeting.fallback_url.trim() === '') return 'none';
  if (entitlements.fallbackUrl === false) return 'not_in_plan';
  const countryRules =
    entitlements.cloakingCountry === false
      ? 0
      : targeting.rules.filter((rule) => rule.condition.type === 'country').length;
  if (countryRules === 0) return 'no_country_rules';
  const liveEntries =
    entitlements.autoRotator === false
      ? 0
      : targeting.rotator.filter((entry) => !entry.paused && entry.paused_by_check !== true).length;
  return liveEntries > 0 ? 'rotator' : 'applies';
}

/** A choice as the clicks table and the Destinations breakdown store it: "rule:<id>", "main". */
export function choiceKey(choice: Choice): string {
  return choice.kind === 'rule' || choice.kind === 'rotator' ? `${choice.kind}:${choice.id}` : choice.kind;
}

/** "Test a visit": the visitor to imagine (POST /api/links/:id/targeting/test). */
export const testVisitSchema = z
  .object({
    country: countrySchema.nullable().default(null),
    device: z.enum(targetDevices, 'Choose mobile, tablet or desktop.').nullable().default(null),
    os: z.enum(targetSystems, 'Choose iOS, Android, Windows, macOS or Linux.').nullable().default(null),
    /** Read for device and OS when given (they then override it where also given). */
    user_agent: z.string().max(1_000, 'Use at most 1,000 characters.').nullable().default(null),
    language: z
      .string()
      .trim()
      .toLowerCase()
      .regex(languagePattern, 'Use a language code like id or en.')
      .nullable()
      .default(null),
    /** The visit's query string, without or with its "?" (query parameter rules). */
    query: z.string().max(2_000, 'Use at most 2,000 characters.').nullable().default(null),
    /** The visitor's address (address rules); null: none matches. */
    ip: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (value) => z.regexes.ipv4.test(value) || z.regexes.ipv6.test(value),
        'Enter an IPv4 or IPv6 address.',
      )
      .nullable()
      .default(null),
    /** When the visit happens (date and schedule rules); null: now. */
    at: instantSchema.nullable().default(null),
  })
  .strict()
  .meta({
    examples: [
      {
        country: 'MY',
        device: 'mobile',
        os: 'Android',
        user_agent: null,
        language: 'ms',
        query: 'utm_source=newsletter',
        ip: '203.0.113.7',
        at: '2026-12-05T09:30:00+07:00',
      },
    ],
  });

export type TestVisit = z.input<typeof testVisitSchema>;

export interface TestVisitResult {
  destination_url: string;
  choice: Choice;
  /** Why, in words: "Rule 2 matched: visitor's country ID is in ID, MY." */
  reason: string;
  /** The visitor as the server read it (after parsing the user agent). */
  visitor: {
    country: string | null;
    device: TargetDevice | 'bot';
    os: string | null;
    language: string | null;
    browser: string | null;
    ip: string | null;
    query: string | null;
    /** The moment imagined (ISO 8601): the test's, else now. */
    at: string;
  };
  /** Rules stored but not applied because the plan lacks them, by feature name. */
  not_applied: string[];
}

/** GET and PUT /api/links/:id/targeting answer this. */
export interface LinkTargeting {
  link_id: string;
  targeting: Targeting;
  /** Parts stored but not applied while the owner's plan lacks them (featureNames' words). */
  not_applied: string[];
  /** The owner's domains on Check Domains, the only ones whose checks pause rotator destinations. */
  watched_domains: WatchedHost[];
}

/** A domain on Check Domains as the rotator follows it. */
export interface WatchedHost {
  /** As a URL's host is written: lower case, punycode, no final dot. */
  hostname: string;
  /**
   * The state the rotator follows: the confirmed one (two checks agreeing), or before any is
   * confirmed the first results'; null before any result.
   */
  state: CheckState | null;
  /** When it was last checked (ISO 8601); null before any check. */
  checked_at: string | null;
}

/** Down or blocked: the states that take a rotator destination out of rotation. */
export function isFailing(state: CheckState | null): boolean {
  return state === 'down' || state === 'blocked';
}

/** A destination URL's host as watched domains are written; null when it is not a URL. */
export function destinationHost(url: string): string | null {
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/**
 * The watched domain that pauses a rotator destination on `url` now (its host's, while down or
 * blocked), or null. A save stores this as each entry's paused_by_check, the checks' changes of
 * state set it too, and the editor shows it; a host no check follows is never paused.
 */
export function checkPauseOf(url: string, watched: readonly WatchedHost[]): WatchedHost | null {
  const host = destinationHost(url);
  if (host === null) return null;
  return watched.find((domain) => domain.hostname === host && isFailing(domain.state)) ?? null;
}

/** One row of /cloaking's list (GET /api/targeting): a link that has targeting, summed up. */
export interface TargetedLinkSummary {
  link: Link;
  rules: number;
  /** Every country the link's rules name, in rule order, without repeats. */
  countries: string[];
  rotator: number;
  fallback: boolean;
  not_applied: string[];
}

export interface TargetedLinkList {
  items: TargetedLinkSummary[];
  total: number;
  page: number;
  page_size: number;
}
