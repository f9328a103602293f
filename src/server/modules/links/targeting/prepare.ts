import { BlockList, isIPv6 } from 'node:net';
import type { Entitlements } from '../../../../shared/plans';
import {
  choiceKey,
  featureNames,
  featureOf,
  minutesOf,
  targetBrowsers,
  targetDevices,
  targetSystems,
  weekDays,
  type Choice,
  type Condition,
  type Targeting,
  type TargetingFeature,
} from '../../../../shared/targeting';
import { zoneClock, type ZoneClock } from './zone-clock';

// A link's targeting, prepared once when the link enters the redirect cache: the country rules
// become one sorted table of country codes, device and OS conditions bit masks, the rotator a
// table of cumulative weights, and each possible answer one frozen Outcome. A visit then costs a
// binary search and a few comparisons, and allocates nothing. Small typed arrays and masks rather
// than a Map and Sets per link: with thousands of targeted links the redirect reads a link's
// tables cold from memory, and each Map or Set lookup is several cache misses (bench/results.md).

/** One possible answer: where to send the visit, and which choice that was. */
export interface Outcome {
  readonly url: string;
  readonly choice: Choice;
  /** choiceKey(choice), as clicks record it; null for the main destination. */
  readonly key: string | null;
}

export type PreparedCondition =
  | { readonly type: 'country'; readonly values: ReadonlySet<string> }
  /** Bits of deviceBit(): one per device type the rule names. */
  | { readonly type: 'device'; readonly mask: number }
  /** Bits of systemBit(): one per operating system the rule names. */
  | { readonly type: 'os'; readonly mask: number }
  | { readonly type: 'language'; readonly values: ReadonlySet<string> }
  /** Bits of browserBit(): one per browser the rule names. */
  | { readonly type: 'browser'; readonly mask: number }
  /** `values` null: the parameter present with any value. */
  | { readonly type: 'query'; readonly name: string; readonly values: ReadonlySet<string> | null }
  | { readonly type: 'ip'; readonly ranges: BlockList }
  /** [from, to) in ms since the epoch; unbounded sides are infinite. */
  | { readonly type: 'date'; readonly from: number; readonly to: number }
  /**
   * Bits of the week's days (Monday 1 << 0), and minutes after midnight in the zone: a window
   * whose end is not after its start runs past midnight into the next day.
   */
  | {
      readonly type: 'schedule';
      readonly days: number;
      readonly from: number;
      readonly to: number;
      readonly clock: ZoneClock;
    };

export interface PreparedRule {
  readonly condition: PreparedCondition;
  readonly outcome: Outcome;
}

export interface PreparedRotator {
  /** Unpaused entries, with their running weight totals (cumulative[i] = weights of 0..i). */
  readonly outcomes: readonly Outcome[];
  readonly cumulative: Uint16Array;
  readonly total: number;
}

export interface PreparedTargeting {
  /** Country rules, in list order: asked first. */
  readonly geo: readonly PreparedRule[];
  /** The same rules as one lookup: every country they name as countryCode(), in ascending order... */
  readonly geoCountries: Uint16Array;
  /** ...and, at the same index, the answer of the first rule naming it (first match wins). */
  readonly geoOutcomes: readonly Outcome[];
  /**
   * Every other rule (device, OS, language, browser, query parameter, address, date, schedule),
   * in list order: asked after every geo rule.
   */
  readonly other: readonly PreparedRule[];
  /** null without a rotator, or with every entry paused. */
  readonly rotator: PreparedRotator | null;
  /** Where visitors matching no geo rule go; null without geo rules or without a fallback URL. */
  readonly fallback: Outcome | null;
  /** The parts stored but not applied, because the plan lacks them (featureNames' words). */
  readonly notApplied: readonly string[];
}

export function outcomeOf(url: string, choice: Choice): Outcome {
  return Object.freeze({ url, choice, key: choice.kind === 'main' ? null : choiceKey(choice) });
}

/** A two-letter country code as one number, for the sorted table. */
export function countryCode(country: string): number {
  return (country.charCodeAt(0) << 8) | country.charCodeAt(1);
}

/** A device type's bit in a device condition's mask; 0 for one no rule can name ("bot"). */
export function deviceBit(device: string): number {
  const index = (targetDevices as readonly string[]).indexOf(device);
  return index === -1 ? 0 : 1 << index;
}

/** An operating system's bit (as a rule names it: shared/targeting.ts targetSystems); 0 for others. */
export function systemBit(system: string | null): number {
  const index = system === null ? -1 : (targetSystems as readonly string[]).indexOf(system);
  return index === -1 ? 0 : 1 << index;
}

/** A browser's bit (as a rule names it: shared/targeting.ts targetBrowsers); 0 for others. */
export function browserBit(browser: string | null): number {
  const index = browser === null ? -1 : (targetBrowsers as readonly string[]).indexOf(browser);
  return index === -1 ? 0 : 1 << index;
}

/** The address ranges of an address rule, for node:net's BlockList (an address is a range of one). */
function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function maskOf(values: readonly string[], bit: (value: string) => number): number {
  return values.reduce((mask, value) => mask | bit(value), 0);
}

function prepareCondition(condition: Condition): PreparedCondition {
  switch (condition.type) {
    case 'country':
      return { type: 'country', values: new Set(condition.countries) };
    case 'device':
      return { type: 'device', mask: maskOf(condition.devices, deviceBit) };
    case 'os':
      return { type: 'os', mask: maskOf(condition.systems, systemBit) };
    case 'language':
      return { type: 'language', values: new Set(condition.languages) };
    case 'browser':
      return { type: 'browser', mask: maskOf(condition.browsers, browserBit) };
    case 'query':
      return {
        type: 'query',
        name: condition.name,
        values: condition.match === 'present' ? null : new Set(condition.values),
      };
    case 'ip':
      return { type: 'ip', ranges: blockListOf(condition.ranges) };
    case 'date':
      return {
        type: 'date',
        from: condition.from === null ? Number.NEGATIVE_INFINITY : Date.parse(condition.from),
        to: condition.to === null ? Number.POSITIVE_INFINITY : Date.parse(condition.to),
      };
    case 'schedule':
      return {
        type: 'schedule',
        days: maskOf(condition.days, (day) => 1 << (weekDays as readonly string[]).indexOf(day)),
        from: minutesOf(condition.from),
        to: minutesOf(condition.to),
        clock: zoneClock(condition.timezone),
      };
    default:
      return unknownCondition(condition);
  }
}

function unknownCondition(condition: never): never {
  throw new Error(`Unknown targeting condition ${JSON.stringify(condition)}`);
}

/**
 * The parts of `targeting` the owner's plan allows, prepared; null when nothing applies (the
 * main destination answers every visit, as for a link without targeting).
 */
export function prepareTargeting(
  targeting: Targeting | null,
  entitlements: Pick<Entitlements, TargetingFeature>,
): PreparedTargeting | null {
  if (!targeting) return null;
  const notApplied = new Set<string>();
  const geo: PreparedRule[] = [];
  const other: PreparedRule[] = [];
  targeting.rules.forEach((rule) => {
    const isGeo = rule.condition.type === 'country';
    const feature = featureOf[rule.condition.type];
    if (!entitlements[feature]) {
      notApplied.add(featureNames[feature]);
      return;
    }
    const prepared: PreparedRule = Object.freeze({
      condition: prepareCondition(rule.condition),
      outcome: outcomeOf(rule.destination_url, { kind: 'rule', id: rule.id }),
    });
    (isGeo ? geo : other).push(prepared);
  });

  let rotator: PreparedRotator | null = null;
  if (targeting.rotator.length > 0) {
    if (!entitlements[featureOf.rotator]) notApplied.add(featureNames[featureOf.rotator]);
    else {
      const live = targeting.rotator.filter((entry) => !entry.paused && !entry.paused_by_check);
      // At most 10 entries of weight 100: the totals fit 16 bits.
      const cumulative = new Uint16Array(live.length);
      let total = 0;
      live.forEach((entry, index) => (cumulative[index] = total += entry.weight));
      if (live.length > 0) {
        rotator = Object.freeze({
          outcomes: live.map((entry) => outcomeOf(entry.destination_url, { kind: 'rotator', id: entry.id })),
          cumulative,
          total,
        });
      }
    }
  }

  let fallback: Outcome | null = null;
  if (targeting.fallback_url !== null) {
    if (!entitlements[featureOf.fallback]) notApplied.add(featureNames[featureOf.fallback]);
    else if (geo.length > 0) fallback = outcomeOf(targeting.fallback_url, { kind: 'fallback' });
  }

  if (geo.length === 0 && other.length === 0 && rotator === null && notApplied.size === 0) return null;
  const firstRule = new Map<number, Outcome>();
  for (const rule of geo) {
    if (rule.condition.type !== 'country') continue;
    for (const country of rule.condition.values) {
      const code = countryCode(country);
      if (!firstRule.has(code)) firstRule.set(code, rule.outcome);
    }
  }
  const codes = [...firstRule.keys()].sort((a, b) => a - b);
  return Object.freeze({
    geo,
    geoCountries: Uint16Array.from(codes),
    geoOutcomes: codes.map((code) => firstRule.get(code)!),
    other,
    rotator,
    fallback,
    notApplied: [...notApplied],
  });
}
