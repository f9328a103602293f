/** A moment from the API (ISO 8601) in the reader's language and time zone: "24 Nov 2026, 16:05". */
export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
