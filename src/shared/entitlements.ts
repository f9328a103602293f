import { inLanguage, type PlanText } from './plan-text';
import type { Language } from './i18n';

// Every plan flag and limit, declared once. From this list come the plan's contract and the
// admin's planInput (plans.ts, billing.ts), the server's Entitlements with its nothing and
// everything (billing/entitlements.ts), the plans table's mapping both ways (billing/plans.repo.ts),
// the links module's 403s and "not applied" names (targeting), the admin plan editor, the pricing
// cards and the audit log's labels. A new plan feature is then one entry here, one column with its
// migration (db/schema/billing.ts stays written by hand), the seeded plans' values and its use.
//
// The list is in the order people read a plan in on the pricing cards: the counted limits (each
// interval after the count it times), then the flags. Without zod: the landing page's small bundle
// words the pricing cards from it (plans.ts builds the schemas).

/** A count in words: the form for one and the form for any other number, `{{count}}` the number. */
export interface CountWords {
  one: PlanText;
  other: PlanText;
}

interface EntryBase {
  /** Its name in Entitlements (the server's checks, GET /api/me). */
  key: string;
  /** The plan's field in the API (plans, planInput, the audit log's plan entries). */
  planField: string;
  /** pricing_plans' column as Drizzle names it (db/schema/billing.ts). */
  column: string;
  /** What the admin's plan editor, its list of plans and the audit log call it. */
  label: PlanText;
}

/** Something a plan allows or not. Nothing: false; everything: true. */
export interface FlagEntry extends EntryBase {
  kind: 'flag';
  /** The pricing card's line, listed as included or not. */
  card: PlanText;
  /**
   * A part of a link's targeting: its name in the 403 that refuses it and in "not applied" (the
   * English one, which the API answers with), and whether English speaks of it as many.
   */
  targeting?: { en: string; id: string; plural: boolean };
}

/** How many of something a plan allows; null is unlimited. */
export interface CountEntry extends EntryBase {
  kind: 'limit';
  unit: 'count';
  nothing: 0;
  everything: null;
  /** The pricing card's line: how many, none (0), unlimited (also the editor's Unlimited box). */
  count: CountWords;
  none: PlanText;
  unlimited: PlanText;
}

/**
 * The shortest interval something may be scheduled at, in minutes; null is none at all (ADR 0023),
 * so it may be empty only when the count it times (`of`, a planField) is 0, and the card words it
 * only when that count allows some.
 */
export interface IntervalEntry extends EntryBase {
  kind: 'limit';
  unit: 'minutes';
  nothing: null;
  everything: number;
  of: string;
  /** The API's refusal of an empty interval while `of` is not 0 (English; messages-id.ts has it). */
  emptyRefusal: string;
}

export type EntitlementEntry = FlagEntry | CountEntry | IntervalEntry;
export type EntitlementRegistry = readonly EntitlementEntry[];

export const entitlementRegistry = [
  {
    key: 'maxShortlinks',
    kind: 'limit',
    unit: 'count',
    planField: 'max_shortlinks',
    column: 'maxShortlinks',
    label: { en: 'Short links', id: 'Tautan pendek' },
    nothing: 0,
    everything: null,
    count: {
      one: { en: '{{count}} short link', id: '{{count}} tautan pendek' },
      other: { en: '{{count}} short links', id: '{{count}} tautan pendek' },
    },
    none: { en: 'No short links', id: 'Tanpa tautan pendek' },
    unlimited: { en: 'Unlimited short links', id: 'Tautan pendek tanpa batas' },
  },
  {
    key: 'maxCheckDomains',
    kind: 'limit',
    unit: 'count',
    planField: 'max_check_domains',
    column: 'maxCheckDomains',
    label: { en: 'Domain checks', id: 'Pemeriksaan domain' },
    nothing: 0,
    everything: null,
    count: {
      one: { en: '{{count}} domain check', id: '{{count}} pemeriksaan domain' },
      other: { en: '{{count}} domain checks', id: '{{count}} pemeriksaan domain' },
    },
    none: { en: 'No domain checks', id: 'Tanpa pemeriksaan domain' },
    unlimited: { en: 'Unlimited domain checks', id: 'Pemeriksaan domain tanpa batas' },
  },
  {
    key: 'maxAutoCheckDomains',
    kind: 'limit',
    unit: 'count',
    planField: 'max_auto_check_domains',
    column: 'maxAutoCheckDomains',
    label: { en: 'Automatic checks', id: 'Pemeriksaan otomatis' },
    nothing: 0,
    everything: null,
    count: {
      one: { en: '{{count}} automatic check', id: '{{count}} pemeriksaan otomatis' },
      other: { en: '{{count}} automatic checks', id: '{{count}} pemeriksaan otomatis' },
    },
    none: { en: 'No automatic checks', id: 'Tanpa pemeriksaan otomatis' },
    unlimited: { en: 'Unlimited automatic checks', id: 'Pemeriksaan otomatis tanpa batas' },
  },
  {
    key: 'minCronJobMinutes',
    kind: 'limit',
    unit: 'minutes',
    planField: 'min_cron_job',
    column: 'minCronJob',
    label: { en: 'Shortest check interval', id: 'Interval pemeriksaan tersingkat' },
    nothing: null,
    everything: 1,
    of: 'max_auto_check_domains',
    emptyRefusal: 'Enter the shortest interval, or set Automatic checks to 0.',
  },
  {
    key: 'maxCustomDomains',
    kind: 'limit',
    unit: 'count',
    planField: 'max_custom_domains',
    column: 'maxCustomDomains',
    label: { en: 'Custom domains', id: 'Domain kustom' },
    nothing: 0,
    everything: null,
    count: {
      one: { en: '{{count}} custom domain', id: '{{count}} domain kustom' },
      other: { en: '{{count}} custom domains', id: '{{count}} domain kustom' },
    },
    none: { en: 'No custom domains', id: 'Tanpa domain kustom' },
    unlimited: { en: 'Unlimited custom domains', id: 'Domain kustom tanpa batas' },
  },
  {
    // Seats (ADR 0026): a workspace's members and its open invitations count.
    key: 'maxMembers',
    kind: 'limit',
    unit: 'count',
    planField: 'max_members',
    column: 'maxMembers',
    label: { en: 'Members', id: 'Anggota' },
    nothing: 0,
    everything: null,
    count: {
      one: { en: '{{count}} member', id: '{{count}} anggota' },
      other: { en: '{{count}} members', id: '{{count}} anggota' },
    },
    none: { en: 'No team members', id: 'Tanpa anggota tim' },
    unlimited: { en: 'Unlimited members', id: 'Anggota tanpa batas' },
  },
  {
    // Geo rules, and so the Cloaking Rules page and its menu entry (shared/pages.ts).
    key: 'cloakingCountry',
    kind: 'flag',
    planField: 'cloaking_country',
    column: 'cloakingCountry',
    label: { en: 'Cloaking by country', id: 'Cloaking berdasarkan negara' },
    card: { en: 'Cloaking by country', id: 'Cloaking per negara' },
    targeting: { en: 'Country rules', id: 'Aturan negara', plural: true },
  },
  {
    key: 'deviceTargeting',
    kind: 'flag',
    planField: 'device_targeting',
    column: 'deviceTargeting',
    label: { en: 'Device targeting', id: 'Penargetan perangkat' },
    card: { en: 'Device targeting', id: 'Penargetan perangkat' },
    targeting: { en: 'Device, OS and language rules', id: 'Aturan perangkat, OS, dan bahasa', plural: true },
  },
  {
    // Browser, query parameter, address, date window and weekly schedule rules.
    key: 'advancedRules',
    kind: 'flag',
    planField: 'advanced_rules',
    column: 'advancedRules',
    label: { en: 'Advanced rules', id: 'Aturan lanjutan' },
    card: {
      en: 'Rules by browser, address, parameter and time',
      id: 'Aturan per peramban, alamat, parameter, dan waktu',
    },
    targeting: {
      en: 'Browser, address, parameter and time rules',
      id: 'Aturan peramban, alamat, parameter, dan waktu',
      plural: true,
    },
  },
  {
    key: 'autoRotator',
    kind: 'flag',
    planField: 'auto_rotator',
    column: 'autoRotator',
    label: { en: 'Auto rotator', id: 'Rotator otomatis' },
    card: { en: 'Link rotator', id: 'Rotator tautan' },
    targeting: { en: 'The rotator', id: 'Rotator', plural: false },
  },
  {
    key: 'passwordLinks',
    kind: 'flag',
    planField: 'password_links',
    column: 'passwordLinks',
    label: { en: 'Password links', id: 'Tautan dengan kata sandi' },
    card: { en: 'Password-protected links', id: 'Tautan dilindungi kata sandi' },
  },
  {
    key: 'customPreviews',
    kind: 'flag',
    planField: 'custom_previews',
    column: 'customPreviews',
    label: { en: 'Social previews', id: 'Pratinjau media sosial' },
    card: { en: 'Custom social previews', id: 'Pratinjau media sosial kustom' },
  },
  {
    key: 'webhooks',
    kind: 'flag',
    planField: 'webhooks',
    column: 'webhooks',
    label: { en: 'Webhooks', id: 'Webhook' },
    card: { en: 'Signed webhooks', id: 'Webhook bertanda tangan' },
  },
  {
    key: 'customAlias',
    kind: 'flag',
    planField: 'custom_alias',
    column: 'customAlias',
    label: { en: 'Custom aliases', id: 'Alias kustom' },
    card: { en: 'Custom alias', id: 'Alias kustom' },
  },
  {
    key: 'fallbackUrl',
    kind: 'flag',
    planField: 'fallback_url',
    column: 'fallbackUrl',
    label: { en: 'Fallback URL', id: 'URL cadangan' },
    card: { en: 'Fallback URL', id: 'URL cadangan' },
    targeting: { en: 'The fallback URL', id: 'URL cadangan', plural: false },
  },
] as const satisfies EntitlementRegistry;

/** The value an entry holds: a flag's yes or no, a limit's number or null. */
export type EntitlementValue<E extends EntitlementEntry> = E extends { kind: 'flag' }
  ? boolean
  : number | null;

/** The names an entry goes by: in Entitlements, in the plan's contract, in the plans table. */
export type EntitlementName = 'key' | 'planField' | 'column';

/** A registry's values by one of its names: `EntitlementFields<R, 'planField'>` is a plan's part. */
export type EntitlementFields<R extends EntitlementRegistry, N extends EntitlementName> = {
  [E in R[number] as E[N]]: EntitlementValue<E>;
};

export type FlagOf<R extends EntitlementRegistry> = Extract<R[number], { kind: 'flag' }>;
export type CountOf<R extends EntitlementRegistry> = Extract<R[number], { unit: 'count' }>;
export type IntervalOf<R extends EntitlementRegistry> = Extract<R[number], { unit: 'minutes' }>;

/** The flags, in the registry's order. */
export function flagsOf<R extends EntitlementRegistry>(registry: R): FlagOf<R>[] {
  return registry.filter((entry): entry is FlagOf<R> => entry.kind === 'flag');
}

/** The counted limits, in the registry's order. */
export function countsOf<R extends EntitlementRegistry>(registry: R): CountOf<R>[] {
  return registry.filter((entry): entry is CountOf<R> => entry.kind === 'limit' && entry.unit === 'count');
}

/** The intervals, in the registry's order. */
export function intervalsOf<R extends EntitlementRegistry>(registry: R): IntervalOf<R>[] {
  return registry.filter(
    (entry): entry is IntervalOf<R> => entry.kind === 'limit' && entry.unit === 'minutes',
  );
}

/** The same values under another of their names: a table row's as a plan's, a plan's as Entitlements. */
export function renameEntitlements<
  R extends EntitlementRegistry,
  From extends EntitlementName,
  To extends EntitlementName,
>(registry: R, values: EntitlementFields<R, From>, from: From, to: To): EntitlementFields<R, To> {
  const read = values as Record<string, unknown>;
  return Object.fromEntries(registry.map((entry) => [entry[to], read[entry[from]]])) as EntitlementFields<
    R,
    To
  >;
}

/** What an account without a plan gets: no flag, none of any count, no interval. */
export function nothingOf<R extends EntitlementRegistry>(registry: R): EntitlementFields<R, 'key'> {
  return Object.fromEntries(
    registry.map((entry) => [entry.key, entry.kind === 'flag' ? false : entry.nothing]),
  ) as EntitlementFields<R, 'key'>;
}

/** What an admin gets: every flag, no count's limit, the shortest interval. */
export function everythingOf<R extends EntitlementRegistry>(registry: R): EntitlementFields<R, 'key'> {
  return Object.fromEntries(
    registry.map((entry) => [entry.key, entry.kind === 'flag' ? true : entry.everything]),
  ) as EntitlementFields<R, 'key'>;
}

/** "5 short links", "1 custom domain": a count in the reader's language. */
export function countInWords(entry: Pick<CountEntry, 'count'>, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? entry.count.one : entry.count.other;
  return inLanguage(form, language).replaceAll('{{count}}', String(count));
}
