import type { z } from 'zod';
import {
  checkPauseOf,
  destinationHost,
  ruleNumbers,
  type RotatorEntry,
  type Rule,
  type Targeting,
  type targetingInputSchema,
  type WatchedHost,
} from '../../../../shared/targeting';
import { generateShortCode } from '../short-code';

// What a PUT of a link's targeting stores: the client's rules and rotator with an id for each
// (kept when given, so clicks recorded under "rule:<id>" stay attributed across edits), and the
// domain checks' pauses as the watched domains stand (a client cannot set or clear them).

export type ParsedTargetingInput = z.output<typeof targetingInputSchema>;

const idLength = 8;

/** A new id unlike any in `taken` (which it joins). */
function newId(taken: Set<string>): string {
  let id: string;
  do id = generateShortCode(idLength);
  while (taken.has(id));
  taken.add(id);
  return id;
}

/**
 * Field -> problem for ids given twice in one list: two rules with one id would share their
 * clicks. Rules and rotator entries are apart ("rule:a" and "rotator:a" differ).
 */
export function duplicateIds(input: ParsedTargetingInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const check = (
    list: readonly { id?: string | undefined }[],
    prefix: string,
    usedBy: (position: number) => string,
  ) => {
    const seen = new Map<string, number>();
    list.forEach((item, index) => {
      if (item.id === undefined) return;
      const first = seen.get(item.id);
      if (first === undefined) seen.set(item.id, index);
      else fields[`${prefix}.${index}.id`] = usedBy(first + 1);
    });
  };
  // Named by the number the editor shows (shared/targeting.ts ruleNumbers), not the list position.
  const numbers = ruleNumbers(input.rules);
  check(input.rules, 'rules', (n) => `This id is already used by rule ${numbers[n - 1]}. Use another one.`);
  check(
    input.rotator,
    'rotator',
    (n) => `This id is already used by rotator destination ${n}. Use another one.`,
  );
  return fields;
}

/**
 * The targeting to store for `input`, before the checks' pauses are added (withCheckPauses); null
 * when it holds nothing.
 */
export function toStoredTargeting(input: ParsedTargetingInput): Targeting | null {
  if (input.rules.length === 0 && input.rotator.length === 0 && input.fallback_url === null) return null;
  const ruleIds = new Set(input.rules.flatMap((rule) => (rule.id === undefined ? [] : [rule.id])));
  const entryIds = new Set(input.rotator.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  const rules: Rule[] = input.rules.map((rule) => ({
    id: rule.id ?? newId(ruleIds),
    condition: rule.condition,
    destination_url: rule.destination_url,
  }));
  const rotator: RotatorEntry[] = input.rotator.map((entry) => ({
    id: entry.id ?? newId(entryIds),
    destination_url: entry.destination_url,
    weight: entry.weight,
    paused: entry.paused,
    paused_by_check: false,
  }));
  return { rules, fallback_url: input.fallback_url, rotator };
}

/**
 * `targeting` with each rotator entry paused by the checks as they stand: on a watched domain that
 * is down or blocked now (shared/targeting.ts checkPauseOf), whatever the client sent and whatever
 * the entry had before. A rotator saved while its domain is already down starts paused; its
 * next change of state then moves it as any other (withHostPaused).
 */
export function withCheckPauses(
  targeting: Targeting | null,
  watched: readonly WatchedHost[],
): Targeting | null {
  if (targeting === null) return null;
  let changed = false;
  const rotator = targeting.rotator.map((entry) => {
    const paused = checkPauseOf(entry.destination_url, watched) !== null;
    if (entry.paused_by_check === paused) return entry;
    changed = true;
    return { ...entry, paused_by_check: paused };
  });
  return changed ? { ...targeting, rotator } : targeting;
}

/**
 * `targeting` with `paused_by_check` set to `paused` on every rotator entry on `host`; the same
 * object when nothing changes.
 */
export function withHostPaused(targeting: Targeting, host: string, paused: boolean): Targeting {
  // As a URL spells it (lower case, punycode), whichever way the caller spelled it.
  const wanted = destinationHost(`http://${host}/`) ?? host.toLowerCase();
  let changed = false;
  const rotator = targeting.rotator.map((entry) => {
    if (entry.paused_by_check === paused || destinationHost(entry.destination_url) !== wanted) return entry;
    changed = true;
    return { ...entry, paused_by_check: paused };
  });
  return changed ? { ...targeting, rotator } : targeting;
}
