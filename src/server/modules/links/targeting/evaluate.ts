import {
  countryCode,
  deviceBit,
  outcomeOf,
  systemBit,
  type Outcome,
  type PreparedCondition,
  type PreparedRule,
  type PreparedTargeting,
} from './prepare';

// Which destination a visit gets: geo rules, then device, OS and language rules, then the
// rotator, then the fallback URL (when there are geo rules), then the main destination. Pure: the
// redirect and "Test a visit" call the same function, so the test shows what a visit would get.

/** What targeting asks of a visitor (the redirect's Visitor works each out on first use). */
export interface VisitorTraits {
  readonly country: string | null;
  readonly device: string;
  /** As the user-agent parser names it ("Mac OS", "Ubuntu"): normalised here. */
  readonly os: string | null;
  readonly language: string | null;
  /** The daily visitor hash: keeps a visitor's rotator pick for the day. */
  readonly hash: number;
}

/** What evaluate() needs of a cached link. */
export interface TargetedLink {
  readonly destinationUrl: string;
  readonly targeting: PreparedTargeting | null;
  /** When the owner's plan stops allowing targeting (ms since the epoch); null: not before a change. */
  readonly targetingUntil: number | null;
}

const mainOutcomes = new WeakMap<TargetedLink, Outcome>();

/** The main destination's Outcome, made once per cached link. */
export function mainOutcome(link: TargetedLink): Outcome {
  let outcome = mainOutcomes.get(link);
  if (outcome === undefined) {
    outcome = outcomeOf(link.destinationUrl, { kind: 'main' });
    mainOutcomes.set(link, outcome);
  }
  return outcome;
}

export function evaluate(link: TargetedLink, visitor: VisitorTraits, now: number): Outcome {
  const targeting = link.targeting;
  if (targeting === null || (link.targetingUntil !== null && now >= link.targetingUntil))
    return mainOutcome(link);
  if (targeting.geoCountries.length > 0) {
    const country = visitor.country;
    const geo = country === null ? -1 : indexOf(targeting.geoCountries, countryCode(country));
    if (geo !== -1) return targeting.geoOutcomes[geo]!;
  }
  const other = firstMatch(targeting.other, visitor);
  if (other !== null) return other.outcome;
  if (targeting.rotator !== null) return rotate(targeting.rotator, visitor.hash);
  return targeting.fallback ?? mainOutcome(link);
}

/** The first rule the visitor matches, or null. */
export function firstMatch(rules: readonly PreparedRule[], visitor: VisitorTraits): PreparedRule | null {
  for (const rule of rules) if (matches(rule.condition, visitor)) return rule;
  return null;
}

export function matches(condition: PreparedCondition, visitor: VisitorTraits): boolean {
  switch (condition.type) {
    case 'country':
      return visitor.country !== null && condition.values.has(visitor.country);
    case 'device':
      return (condition.mask & deviceBit(visitor.device)) !== 0;
    case 'os':
      return (condition.mask & systemBit(targetSystemOf(visitor.os))) !== 0;
    case 'language':
      return visitor.language !== null && condition.values.has(visitor.language);
    default:
      return unknownCondition(condition);
  }
}

function unknownCondition(condition: never): never {
  throw new Error(`Unknown targeting condition ${JSON.stringify(condition)}`);
}

/** Where `code` is in the ascending `codes`, or -1. */
function indexOf(codes: Uint16Array, code: number): number {
  let low = 0;
  let high = codes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = codes[middle]!;
    if (value === code) return middle;
    if (value < code) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The entry whose stretch of the weight total the visitor's hash falls in. */
export function rotate(rotator: NonNullable<PreparedTargeting['rotator']>, hash: number): Outcome {
  const point = hash % rotator.total;
  const { cumulative, outcomes } = rotator;
  for (let index = 0; index < cumulative.length; index += 1)
    if (point < cumulative[index]!) return outcomes[index]!;
  return outcomes[outcomes.length - 1]!;
}

// ua-parser-js 1.x names macOS "Mac OS" and most Linux distributions by their own names.
const systemNames = new Map<string, string>([
  ['iOS', 'iOS'],
  ['Android', 'Android'],
  ['Windows', 'Windows'],
  ['Mac OS', 'macOS'],
  ['macOS', 'macOS'],
  ['Linux', 'Linux'],
  ['Ubuntu', 'Linux'],
  ['Debian', 'Linux'],
  ['Fedora', 'Linux'],
  ['Arch', 'Linux'],
  ['Mint', 'Linux'],
  ['openSUSE', 'Linux'],
  ['Gentoo', 'Linux'],
  ['CentOS', 'Linux'],
  ['RedHat', 'Linux'],
  ['Slackware', 'Linux'],
  ['Manjaro', 'Linux'],
  ['elementary OS', 'Linux'],
  ['Kubuntu', 'Linux'],
]);

/** The operating system as a rule names it (shared/targeting.ts targetSystems), or null. */
export function targetSystemOf(os: string | null): string | null {
  return os === null ? null : (systemNames.get(os) ?? null);
}
export type { Outcome } from './prepare';
