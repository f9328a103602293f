import {
  checkPauseOf,
  ruleNumbers,
  targetingInputSchema,
  type Condition,
  type ConditionType,
  type FallbackInputs,
  type WatchedHost,
  type Targeting,
  type TargetingInput,
} from '../../../../shared/targeting';
import { zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';

// The editor's working copy of a link's targeting. Country rules and the other rules are edited in
// two sections but saved as one ordered list, country rules first: the evaluator tries geo rules
// before the other rules, so the order the user sees is the order that applies.

export interface DraftRule {
  /** React's key; the stored id when the rule came from the server. */
  key: string;
  id: string | undefined;
  type: ConditionType;
  /**
   * The condition's list: countries, devices, systems, languages, browsers, address ranges, a
   * query parameter's values or a schedule's days.
   */
  values: string[];
  destination: string;
  /** A query rule's parameter name, and how it matches. */
  name: string;
  match: 'equals' | 'present';
  /** A date window's ends (ISO 8601, '' for open) or a schedule's times ("09:00"). */
  from: string;
  to: string;
  /** A schedule's time zone. */
  timezone: string;
}

export interface DraftEntry {
  key: string;
  id: string | undefined;
  destination: string;
  /** As typed, so a half-typed weight is not lost; validated on save. */
  weight: string;
  /** Paused by the owner. A domain check's pause is not the draft's: see checkPauseOf. */
  paused: boolean;
}

export interface Draft {
  countryRules: DraftRule[];
  otherRules: DraftRule[];
  fallback: string;
  rotator: DraftEntry[];
}

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

/** What a new rule of any type starts with besides its type. */
const blankCondition = { values: [], name: '', match: 'equals', from: '', to: '', timezone: '' } as const;

/** A stored condition as the draft's fields. */
function fieldsOf(condition: Condition): Omit<DraftRule, 'key' | 'id' | 'destination'> {
  const fields = { ...blankCondition, values: [] as string[], type: condition.type };
  switch (condition.type) {
    case 'country':
      return { ...fields, values: condition.countries };
    case 'device':
      return { ...fields, values: condition.devices };
    case 'os':
      return { ...fields, values: condition.systems };
    case 'language':
      return { ...fields, values: condition.languages };
    case 'browser':
      return { ...fields, values: condition.browsers };
    case 'ip':
      return { ...fields, values: condition.ranges };
    case 'query':
      return { ...fields, name: condition.name, match: condition.match, values: condition.values };
    case 'date':
      return { ...fields, from: condition.from ?? '', to: condition.to ?? '' };
    case 'schedule':
      return {
        ...fields,
        values: condition.days,
        from: condition.from,
        to: condition.to,
        timezone: condition.timezone,
      };
  }
}

export function draftOf(targeting: Targeting): Draft {
  const rules = targeting.rules.map<DraftRule>((rule) => ({
    key: rule.id,
    id: rule.id,
    ...fieldsOf(rule.condition),
    destination: rule.destination_url,
  }));
  return {
    countryRules: rules.filter((rule) => rule.type === 'country'),
    otherRules: rules.filter((rule) => rule.type !== 'country'),
    fallback: targeting.fallback_url ?? '',
    rotator: targeting.rotator.map((entry) => ({
      key: entry.id,
      id: entry.id,
      destination: entry.destination_url,
      weight: String(entry.weight),
      paused: entry.paused,
    })),
  };
}

/** A new rule; a schedule starts in `timezone` (the account's). */
export function newRule(type: ConditionType, timezone = ''): DraftRule {
  return { key: newKey(), id: undefined, type, ...blankCondition, values: [], timezone, destination: '' };
}

export function newEntry(): DraftEntry {
  return { key: newKey(), id: undefined, destination: '', weight: '50', paused: false };
}

/** A list typed a line each, without the blank lines. */
function lines(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

function conditionOf(rule: DraftRule) {
  switch (rule.type) {
    case 'country':
      return { type: rule.type, countries: rule.values };
    case 'device':
      return { type: rule.type, devices: rule.values };
    case 'os':
      return { type: rule.type, systems: rule.values };
    case 'language':
      return { type: rule.type, languages: rule.values };
    case 'browser':
      return { type: rule.type, browsers: rule.values };
    case 'ip':
      return { type: rule.type, ranges: lines(rule.values) };
    case 'query':
      return {
        type: rule.type,
        name: rule.name,
        match: rule.match,
        values: rule.match === 'present' ? [] : lines(rule.values),
      };
    case 'date':
      return {
        type: rule.type,
        from: rule.from === '' ? null : rule.from,
        to: rule.to === '' ? null : rule.to,
      };
    case 'schedule':
      return { type: rule.type, days: rule.values, from: rule.from, to: rule.to, timezone: rule.timezone };
  }
}

/** The rules as saved: country rules first, the index each field error's path uses. */
export function orderedRules(draft: Draft): DraftRule[] {
  return [...draft.countryRules, ...draft.otherRules];
}

/**
 * Each rule's number ("Rule 3"), country rules first: as saved, and as "Test a visit" and the
 * Destinations breakdown number the same rule (shared/targeting.ts ruleNumbers).
 */
export function ruleNumbersOf(draft: Draft): { country: number[]; other: number[] } {
  const numbers = ruleNumbers(orderedRules(draft).map((rule) => ({ condition: { type: rule.type } })));
  return {
    country: numbers.slice(0, draft.countryRules.length),
    other: numbers.slice(draft.countryRules.length),
  };
}

/** The PUT body. Shaped loosely on purpose: the shared schema, not the type, judges the values. */
export function inputOf(draft: Draft): TargetingInput {
  const fallback = draft.fallback.trim();
  return {
    rules: orderedRules(draft).map((rule) => ({
      ...(rule.id ? { id: rule.id } : {}),
      condition: conditionOf(rule),
      destination_url: rule.destination.trim(),
    })) as TargetingInput['rules'],
    fallback_url: fallback === '' ? null : fallback,
    rotator: draft.rotator.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      destination_url: entry.destination.trim(),
      // An empty or non-numeric weight stays NaN, which the schema names as the field's problem.
      weight: entry.weight.trim() === '' ? Number.NaN : Number(entry.weight),
      paused: entry.paused,
    })),
  };
}

/**
 * What shared/targeting.ts fallbackReach() reads of the draft, with each rotator destination
 * paused by a check as a save would store it (the owner's watched domains as they stand).
 */
export function fallbackInputsOf(draft: Draft, watched: readonly WatchedHost[]): FallbackInputs {
  const fallback = draft.fallback.trim();
  return {
    rules: orderedRules(draft).map((rule) => ({ condition: { type: rule.type } })),
    rotator: draft.rotator.map((entry) => ({
      paused: entry.paused,
      paused_by_check: checkPauseOf(entry.destination, watched) !== null,
    })),
    fallback_url: fallback === '' ? null : fallback,
  };
}

/** The same checks the server makes, keyed by the same dotted paths as its 400's `fields`. */
export function draftProblems(draft: Draft): FieldErrors {
  const parsed = targetingInputSchema.safeParse(inputOf(draft));
  return parsed.success ? {} : zodFieldErrors(parsed.error);
}

/** The first problem at or under a path ("rules.2.condition" holds "rules.2.condition.countries.0"). */
export function problemAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix) && message) return message;
  return undefined;
}

/**
 * Each entry's share of the visits, in %, among the entries a visit can pick: not paused by the
 * owner, nor by a check of a watched domain that is down or blocked.
 */
export function sharesOf(entries: readonly DraftEntry[], watched: readonly WatchedHost[]): (number | null)[] {
  const weights = entries.map((entry) => {
    const weight = Number(entry.weight);
    const paused = entry.paused || checkPauseOf(entry.destination, watched) !== null;
    return paused || !Number.isFinite(weight) || weight <= 0 ? 0 : weight;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 && weight > 0 ? (weight / total) * 100 : null));
}

/** The list with one item's fields changed. */
export function patchedAt<T>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, at) => (at === index ? { ...item, ...patch } : item));
}

/** Moves one item of a list to another place; out of range is no move. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
