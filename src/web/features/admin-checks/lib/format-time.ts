/** A moment from the API (ISO 8601) in the reader's language and time zone: "24 Nov 2026, 16:05". */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  // A text the API did not send as a date is shown as it came, never a thrown RangeError.
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * How long ago a moment is, in the reader's language: "5 minutes ago", "now", "yesterday";
 * rounded to the largest whole unit, as a glance at a list needs (the exact time goes beside it).
 */
export function relativeTime(iso: string, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return iso;
  if (Math.abs(seconds) < 45) return format.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(seconds / 3600);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
