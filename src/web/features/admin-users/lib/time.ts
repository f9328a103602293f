import { isTimeZone } from '../../../../shared/account';

// Moments as the admin types them: in their own profile's time zone, whatever the browser's, so
// the plan end they type is the one the page shows afterwards (shown through lib/format.ts).

/** The admin's time zone when it is a real one, else the browser's. */
export function viewerTimeZone(profileZone: string | undefined): string {
  if (profileZone && isTimeZone(profileZone)) return profileZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall clock of an instant in a zone, read back as if it were UTC (for offsets). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** A moment as a `datetime-local` input shows it in a zone: "2026-12-01T09:30". */
export function toZonedInput(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * What a `datetime-local` value means in a zone, as ISO 8601 (UTC); null when it is not a date and
 * time. A wall-clock time that a daylight-saving change skips lands an hour later, as clocks do.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  // 31 February and the like roll over in Date.UTC: not a date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The zone's offset at a first guess, then again at the answer (it differs across a change).
  const first = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  const instant = asUtc - (wallClockAsUtc(first, timeZone) - first);
  return new Date(instant).toISOString();
}

/** `days` whole days after a moment. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}
