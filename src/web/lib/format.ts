import { formatRupiah as rupiahIn } from '../../shared/money';
import { currentLanguage, onLanguageChange } from './language';

// Every number, amount, date, relative time, list and country name the web app shows goes through
// here: Intl in the language in force (lib/language.ts) and, for moments, in the signed-in
// account's time zone (lib/account-locale.ts sets it from GET /api/me; before sign-in, the
// browser's). Imports nothing but lib/language.ts, so the landing page's bundle can use it.

/** A moment as the API sends it (ISO 8601), a Date, or milliseconds since the epoch. */
export type Moment = Date | string | number;

// ─── The time zone ──────────────────────────────────────────────────────────────────────────────

let accountZone: string | undefined;
const listeners = new Set<() => void>();
onLanguageChange(() => {
  formatters.clear();
  notify();
});

function notify(): void {
  for (const listener of listeners) listener();
}

/** A time zone the runtime knows (Asia/Jakarta, UTC); an unknown one would throw in Intl. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The signed-in account's time zone; undefined (signed out, or not a zone) means the browser's. */
export function setAccountTimeZone(zone: string | null | undefined): void {
  const next = zone && isKnownTimeZone(zone) ? zone : undefined;
  if (next === accountZone) return;
  accountZone = next;
  formatters.clear();
  notify();
}

/** The zone moments are shown in: the account's, else the browser's. */
export function timeZoneInForce(): string {
  return accountZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Calls `listener` after the language or the time zone changed (useFormat re-renders with it). */
export function onFormatChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A token that changes whenever the formats do: `language|zone`. */
export function formatSnapshot(): string {
  return `${currentLanguage()}|${accountZone ?? ''}`;
}

// ─── Formatters, made once per language, zone and options ───────────────────────────────────────

const formatters = new Map<string, unknown>();

function cached<T>(kind: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${currentLanguage()}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The locale Intl is given: the language in force ('en' or 'id'). */
export function formatLocale(): string {
  return currentLanguage();
}

// ─── Numbers ────────────────────────────────────────────────────────────────────────────────────

export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', options, () => new Intl.NumberFormat(formatLocale(), options));
}

/** 1234567 -> "1,234,567" (en) or "1.234.567" (id). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** A ratio as a percentage: 0.125 -> "13%" ("12.5%" with one fraction digit). */
export function formatPercent(ratio: number, maximumFractionDigits = 0): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits });
}

/**
 * Whole rupiah in the language in force, as the server's emails and notifications write them for
 * the same reader (shared/money.ts): `Rp350.000` (id), `Rp350,000` (en), `-Rp5.000`.
 */
export function formatRupiah(amount: number): string {
  return rupiahIn(amount, currentLanguage());
}

// ─── Moments ────────────────────────────────────────────────────────────────────────────────────

/** The moment as a Date, or undefined when it is not one (a text the API did not send as a date). */
export function toDate(value: Moment): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A DateTimeFormat in the language in force. The zone is the account's unless the options name one
 * (a report's own zone, or UTC for a calendar day that is already local); an unknown zone given by
 * the server falls back to the account's rather than throwing.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const timeZone =
    options.timeZone && isKnownTimeZone(options.timeZone) ? options.timeZone : timeZoneInForce();
  const full = { ...options, timeZone };
  return cached('date', full, () => new Intl.DateTimeFormat(formatLocale(), full));
}

function formatMoment(value: Moment, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  // Shown as it came, never a thrown RangeError.
  if (!date) return String(value);
  return dateTimeFormat(options).format(date);
}

/** Day and time: "24 Nov 2026, 16.05" (id), "Nov 24, 2026, 4:05 PM" (en). */
export function formatDateTime(value: Moment, options: Intl.DateTimeFormatOptions = {}): string {
  return formatMoment(value, { dateStyle: 'medium', timeStyle: 'short', ...options });
}

/** The day only: "24 Nov 2026" (id), "Nov 24, 2026" (en). */
export function formatDate(value: Moment, options: Intl.DateTimeFormatOptions = {}): string {
  return formatMoment(value, { dateStyle: 'medium', ...options });
}

/** The time of day only: "16.05" (id), "4:05 PM" (en). */
export function formatTime(value: Moment, options: Intl.DateTimeFormatOptions = {}): string {
  return formatMoment(value, { timeStyle: 'short', ...options });
}

/** Any other choice of parts (a chart's axis: `{ month: 'short', day: 'numeric' }`). */
export function formatParts(value: Moment, options: Intl.DateTimeFormatOptions): string {
  return formatMoment(value, options);
}

const wholeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export interface RelativeOptions {
  /**
   * `nearest` (default): rounded to the nearest minute, hour or day, within 45 s "now" (59.9
   * minutes reads "in 1 hour"): a table's glance at last and next checks. `down`: the largest
   * whole unit up to years, so 36 hours ago reads "yesterday": a feed of past events.
   */
  rounding?: 'nearest' | 'down';
}

/** How long ago or how soon: "5 minutes ago", "in 2 hours", "yesterday", "now" ("5 menit yang lalu"). */
export function formatRelativeTime(
  value: Moment,
  now: Moment = Date.now(),
  options: RelativeOptions = {},
): string {
  const date = toDate(value);
  const from = toDate(now);
  if (!date || !from) return String(value);
  const format = cached(
    'relative',
    undefined,
    () => new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' }),
  );
  const seconds = (date.getTime() - from.getTime()) / 1000;
  if (options.rounding === 'down') {
    for (const [unit, size] of wholeUnits) {
      if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
    }
    return format.format(0, 'second');
  }
  if (Math.abs(seconds) < 45) return format.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(seconds / 3600);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

// ─── Lists, names, order ────────────────────────────────────────────────────────────────────────
// (Names and order take the language as an optional argument, for a list memoised on it.)

/** "a, b, and c" (en), "a, b, dan c" (id). */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return cached('list', { type }, () => new Intl.ListFormat(formatLocale(), { type })).format(items);
}

function displayNames(type: 'region' | 'language', language: string): Intl.DisplayNames | undefined {
  // Older runtimes (and some test DOMs) lack DisplayNames: the codes are then the names.
  if (typeof Intl.DisplayNames !== 'function') return undefined;
  return cached(
    `names-${type}-${language}`,
    undefined,
    () => new Intl.DisplayNames([language], { type, fallback: 'code' }),
  );
}

/** A country's name from its ISO 3166-1 code: US -> "United States" (en), "Amerika Serikat" (id). */
export function regionName(code: string, language: string = formatLocale()): string {
  try {
    return displayNames('region', language)?.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code: show what the server sent.
    return code;
  }
}

/** A language's name from its code: id -> "Indonesian" (en), "Indonesia" (id). */
export function languageName(code: string, language: string = formatLocale()): string {
  try {
    return displayNames('language', language)?.of(code) ?? code;
  } catch {
    // A code the runtime does not know is still worth showing as typed.
    return code;
  }
}

/** Compares texts as a reader of the language sorts them (names of countries, say). */
export function compareText(a: string, b: string, language: string = formatLocale()): number {
  return cached(`collator-${language}`, undefined, () => new Intl.Collator(language)).compare(a, b);
}
