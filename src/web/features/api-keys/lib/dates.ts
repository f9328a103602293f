// Moments of API keys as /settings shows and sends them: in the account's time zone (Settings),
// which may differ from the browser's.

/** The account's zone when the runtime knows it, else the browser's. */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      return timeZone;
    } catch {
      // An unknown zone (an older runtime's tables): fall back rather than fail the page.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes the zone is ahead of UTC at that instant (+420 for Asia/Jakarta). */
function offsetMinutes(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** `+07:00` for 420 minutes east of UTC. */
function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const whole = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Today in the zone, as a date input's value ("2026-11-24"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = wallClock(now, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last second of a day (a date input's "2026-11-24") in the zone, as an ISO date-time with that
 * zone's offset then ("2026-11-24T23:59:59+07:00"); '' for anything that is not such a day.
 */
export function endOfDayIso(day: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(local) || new Date(local).toISOString().slice(0, 10) !== day) return '';
  // The offset at a first guess of the instant, then at the instant it gives: right across a DST change.
  const guess = local - offsetMinutes(local, timeZone) * 60_000;
  return `${day}T23:59:59${offsetText(offsetMinutes(guess, timeZone))}`;
}
