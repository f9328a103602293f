// The transfer form's moments as the browser's datetime-local input holds them (shown through
// lib/format.ts).

/** `+07:00` for 420 minutes east of UTC (Date's getTimezoneOffset is the opposite sign: -420). */
export function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const whole = Math.abs(minutesEast);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  const minutes = String(whole % 60).padStart(2, '0');
  return `${sign}${hours}:${minutes}`;
}

/**
 * A `datetime-local` input's value ("2026-11-24T14:30", in the browser's time zone) as an ISO date-time
 * with that zone's offset ("2026-11-24T14:30:00+07:00"), as the transfer form sends it. Empty or
 * unreadable input gives '' (the form's own check then asks for it).
 */
export function localInputToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(value);
  if (!match) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}${offsetText(-date.getTimezoneOffset())}`;
}

/** Now as a `datetime-local` value in the browser's time zone, for the input's upper bound. */
export function localInputNow(now: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
