import type { Entitlements } from '../../../../shared/plans';
import {
  choiceKey,
  featureNames,
  type Choice,
  type Condition,
  type Targeting,
} from '../../../../shared/targeting';

// A link's targeting, prepared once when the link enters the redirect cache: conditions become
// sets, the rotator a table of cumulative weights, and each possible answer one frozen Outcome. A
// visit then costs one set lookup per rule it reaches, and allocates nothing.

/** One possible answer: where to send the visit, and which choice that was. */
export interface Outcome {
  readonly url: string;
  readonly choice: Choice;
  /** choiceKey(choice), as clicks record it; null for the main destination. */
  readonly key: string | null;
}

export type PreparedCondition =
  | { readonly type: 'country'; readonly values: ReadonlySet<string> }
  | { readonly type: 'device'; readonly values: ReadonlySet<string> }
  | { readonly type: 'os'; readonly values: ReadonlySet<string> }
  | { readonly type: 'language'; readonly values: ReadonlySet<string> };

export interface PreparedRule {
  /** 1-based position in the link's list, for "Rule 2 matched". */
  readonly position: number;
  readonly condition: PreparedCondition;
  readonly outcome: Outcome;
}

export interface PreparedRotator {
  /** Unpaused entries, with their running weight totals (cumulative[i] = weights of 0..i). */
  readonly outcomes: readonly Outcome[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

export interface PreparedTargeting {
  /** Country rules, in list order: asked first. */
  readonly geo: readonly PreparedRule[];
  /** The same rules as one lookup: each country's first rule (first match wins). */
  readonly geoByCountry: ReadonlyMap<string, PreparedRule>;
  /** Device, OS and language rules, in list order: asked after every geo rule. */
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

function prepareCondition(condition: Condition): PreparedCondition {
  switch (condition.type) {
    case 'country':
      return { type: 'country', values: new Set(condition.countries) };
    case 'device':
      return { type: 'device', values: new Set(condition.devices) };
    case 'os':
      return { type: 'os', values: new Set(condition.systems) };
    case 'language':
      return { type: 'language', values: new Set(condition.languages) };
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
  entitlements: Pick<Entitlements, 'cloakingCountry' | 'deviceTargeting' | 'autoRotator' | 'fallbackUrl'>,
): PreparedTargeting | null {
  if (!targeting) return null;
  const notApplied = new Set<string>();
  const geo: PreparedRule[] = [];
  const other: PreparedRule[] = [];
  targeting.rules.forEach((rule, index) => {
    const isGeo = rule.condition.type === 'country';
    const allowed = isGeo ? entitlements.cloakingCountry : entitlements.deviceTargeting;
    if (!allowed) {
      notApplied.add(isGeo ? featureNames.cloakingCountry : featureNames.deviceTargeting);
      return;
    }
    const prepared: PreparedRule = Object.freeze({
      position: index + 1,
      condition: prepareCondition(rule.condition),
      outcome: outcomeOf(rule.destination_url, { kind: 'rule', id: rule.id }),
    });
    (isGeo ? geo : other).push(prepared);
  });

  let rotator: PreparedRotator | null = null;
  if (targeting.rotator.length > 0) {
    if (!entitlements.autoRotator) notApplied.add(featureNames.autoRotator);
    else {
      const live = targeting.rotator.filter((entry) => !entry.paused && !entry.paused_by_check);
      const cumulative: number[] = [];
      let total = 0;
      for (const entry of live) cumulative.push((total += entry.weight));
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
    if (!entitlements.fallbackUrl) notApplied.add(featureNames.fallbackUrl);
    else if (geo.length > 0) fallback = outcomeOf(targeting.fallback_url, { kind: 'fallback' });
  }

  if (geo.length === 0 && other.length === 0 && rotator === null && notApplied.size === 0) return null;
  const geoByCountry = new Map<string, PreparedRule>();
  for (const rule of geo) {
    for (const country of rule.condition.values)
      if (!geoByCountry.has(country)) geoByCountry.set(country, rule);
  }
  return Object.freeze({ geo, geoByCountry, other, rotator, fallback, notApplied: [...notApplied] });
}
