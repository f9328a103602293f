import { isIPv6 } from 'node:net';
import {
  browserBit,
  countryCode,
  deviceBit,
  outcomeOf,
  systemBit,
  type Outcome,
  type PreparedCondition,
  type PreparedRule,
  type PreparedTargeting,
} from './prepare';

// Which destination a visit gets: geo rules, then the other rules in order, then the
// rotator, then the fallback URL (when there are geo rules), then the main destination. Pure: the
// redirect and "Test a visit" call the same function, so the test shows what a visit would get.

/** What targeting asks of a visitor (the redirect's Visitor works each out on first use). */
export interface VisitorTraits {
  readonly country: string | null;
  readonly device: string;
  /** As the user-agent parser names it ("Mac OS", "Ubuntu"): normalised here. */
  readonly os: string | null;
  readonly language: string | null;
  /** As the user-agent parser names it ("Mobile Safari", "Facebook"): normalised here. */
  readonly browser: string | null;
  /** The address the visit came from ('' when unknown). */
  readonly ip: string;
  /** The visit's query parameters. */
  readonly params: URLSearchParams;
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
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a fast path; an empty table finds no country
  if (targeting.geoCountries.length > 0) {
    const country = visitor.country;
    const geo = country === null ? -1 : indexOf(targeting.geoCountries, countryCode(country));
    if (geo !== -1) return targeting.geoOutcomes[geo]!;
  }
  const other = firstMatch(targeting.other, visitor, now);
  if (other !== null) return other.outcome;
  if (targeting.rotator !== null) return rotate(targeting.rotator, visitor.hash);
  return targeting.fallback ?? mainOutcome(link);
}

/** The first rule the visitor matches at `now`, or null. */
export function firstMatch(
  rules: readonly PreparedRule[],
  visitor: VisitorTraits,
  now: number,
): PreparedRule | null {
  for (const rule of rules) if (matches(rule.condition, visitor, now)) return rule;
  return null;
}

export function matches(condition: PreparedCondition, visitor: VisitorTraits, now: number): boolean {
  switch (condition.type) {
    case 'country':
      return visitor.country !== null && condition.values.has(visitor.country);
    case 'device':
      return (condition.mask & deviceBit(visitor.device)) !== 0;
    case 'os':
      return (condition.mask & systemBit(targetSystemOf(visitor.os))) !== 0;
    case 'language':
      // Stryker disable next-line ConditionalExpression: the null test is for the type; a set of languages holds no null
      return visitor.language !== null && condition.values.has(visitor.language);
    case 'browser':
      return (condition.mask & browserBit(targetBrowserOf(visitor.browser))) !== 0;
    case 'query':
      return queryMatches(condition.name, condition.values, visitor.params);
    case 'ip':
      return addressIn(condition.ranges, visitor.ip);
    case 'date':
      return now >= condition.from && now < condition.to;
    case 'schedule':
      return scheduled(condition, condition.clock.weekMinuteAt(now));
    default:
      return unknownCondition(condition);
  }
}

function unknownCondition(condition: never): never {
  throw new Error(`Unknown targeting condition ${JSON.stringify(condition)}`);
}

function queryMatches(name: string, values: ReadonlySet<string> | null, params: URLSearchParams): boolean {
  if (values === null) return params.has(name);
  for (const value of params.getAll(name)) if (values.has(value)) return true;
  return false;
}

/** Whether `ip` is in the ranges; an IPv4 address written as IPv6 ("::ffff:203.0.113.7") as IPv4. */
export function addressIn(ranges: { check(address: string, family: 'ipv4' | 'ipv6'): boolean }, ip: string) {
  // Node's BlockList answers '' as in no range, and matches "::ffff:203.0.113.7" against IPv4 ranges
  // itself: both lines say what the rule means, whatever the runtime's list does with them.
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent on Node's BlockList (above)
  if (ip === '') return false;
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: equivalent on Node's BlockList (above)
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  return ranges.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** Whether a minute of the week falls in a schedule's window on one of its days. */
export function scheduled(
  schedule: { readonly days: number; readonly from: number; readonly to: number },
  weekMinute: number,
): boolean {
  const day = Math.floor(weekMinute / 1440);
  const minute = weekMinute - day * 1440;
  const { days, from, to } = schedule;
  // (`from` never equals `to`: the schedule's validation refuses an empty window.)
  // Stryker disable next-line EqualityOperator: from === to is refused by the validation
  if ((days & (1 << day)) !== 0 && minute >= from && (from < to ? minute < to : true)) return true;
  // Past midnight: the small hours belong to the window that began the day before.
  // Stryker disable next-line EqualityOperator: from === to is refused by the validation
  if (from < to) return false;
  return (days & (1 << ((day + 6) % 7))) !== 0 && minute < to;
}

/** Where `code` is in the ascending `codes`, or -1. */
function indexOf(codes: Uint16Array, code: number): number {
  let low = 0;
  // Stryker disable next-line ArithmeticOperator: past a typed array's end is undefined, which equals no code
  let high = codes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = codes[middle]!;
    if (value === code) return middle;
    // Stryker disable next-line EqualityOperator: an equal value has been answered the line before
    if (value < code) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The entry whose stretch of the weight total the visitor's hash falls in. */
export function rotate(rotator: NonNullable<PreparedTargeting['rotator']>, hash: number): Outcome {
  const point = hash % rotator.total;
  const { cumulative, outcomes } = rotator;
  // The last stretch ends at the total, which the point is always below: the loop answers every
  // visit, and the last line is for the type checker.
  // Stryker disable next-line EqualityOperator: the loop returns before it would read past the end
  for (let index = 0; index < cumulative.length; index += 1)
    if (point < cumulative[index]!) return outcomes[index]!;
  // Stryker disable next-line all: not reached (above)
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

// ua-parser-js 1.x's browser names, as rules name them (shared/targeting.ts targetBrowsers). The
// browsers inside apps go under "In-app"; an iPhone app's web view names itself only "WebKit".
const browserNames = new Map<string, string>([
  ['Chrome', 'Chrome'],
  ['Chromium', 'Chrome'],
  ['Mobile Chrome', 'Chrome'],
  ['Safari', 'Safari'],
  ['Mobile Safari', 'Safari'],
  ['Firefox', 'Firefox'],
  ['Mobile Firefox', 'Firefox'],
  ['Edge', 'Edge'],
  ['Opera', 'Opera'],
  ['Opera Mini', 'Opera'],
  ['Opera Mobi', 'Opera'],
  ['Opera Touch', 'Opera'],
  ['Opera GX', 'Opera'],
  ['Samsung Internet', 'Samsung Internet'],
  ['UCBrowser', 'UC Browser'],
  ['Facebook', 'In-app'],
  ['Instagram', 'In-app'],
  ['Line', 'In-app'],
  ['TikTok', 'In-app'],
  ['WeChat', 'In-app'],
  ['Snapchat', 'In-app'],
  ['KakaoTalk', 'In-app'],
  ['Twitter', 'In-app'],
  ['GSA', 'In-app'],
  ['Chrome WebView', 'In-app'],
  ['WebKit', 'In-app'],
]);

/** The browser as a rule names it (shared/targeting.ts targetBrowsers), or null. */
export function targetBrowserOf(browser: string | null): string | null {
  // Stryker disable next-line ConditionalExpression: the map has no null key either
  return browser === null ? null : (browserNames.get(browser) ?? null);
}

/** The operating system as a rule names it (shared/targeting.ts targetSystems), or null. */
export function targetSystemOf(os: string | null): string | null {
  // Stryker disable next-line ConditionalExpression: the map has no null key either
  return os === null ? null : (systemNames.get(os) ?? null);
}
export type { Outcome } from './prepare';
