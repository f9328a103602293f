import { formatParts, regionName } from '../../../lib/format';

// How report values read on screen: country names and flags, time buckets, link names.

/** An ISO 3166-1 alpha-2 code as its flag (two regional indicator symbols); empty for anything else. */
export function flagEmoji(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(...[...upper].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** A country's name from its code in the reader's language; the code itself when Intl does not know it. */
export function countryName(code: string): string {
  return regionName(code);
}

/** A short link as people read it: without the scheme (localhost:3000/Ab3dE9x). */
export function displayLink(link: string): string {
  return link.replace(/^https?:\/\//i, '');
}

export type Granularity = 'hour' | 'day';

/**
 * A series label ("YYYY-MM-DD" or "YYYY-MM-DD HH:00", already in the user's zone) for display. The
 * label is formatted as written, never converted again: the date is read as UTC and shown as UTC.
 */
export function formatBucket(label: string, granularity: Granularity, long: boolean): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(label);
  if (!match) return label;
  const [, year, month, day, hour = '00', minute = '00'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
  const options: Intl.DateTimeFormatOptions =
    granularity === 'hour'
      ? long
        ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : long
        ? { year: 'numeric', month: 'short', day: 'numeric' }
        : { month: 'short', day: 'numeric' };
  return formatParts(date, { ...options, timeZone: 'UTC' });
}
