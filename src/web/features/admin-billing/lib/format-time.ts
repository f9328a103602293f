/** A moment from the API (ISO 8601) in the reader's language and time zone: "24 Nov 2026, 16:05". */
export function formatTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  // A text the API did not send as a date is shown as it came, never a thrown RangeError.
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
