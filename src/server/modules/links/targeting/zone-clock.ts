// The local day of the week and time of day in an IANA time zone, for schedule rules on the
// redirect's path. Asking Intl costs microseconds; a zone's offset from UTC changes only at a
// transition, and every transition falls on a quarter of an hour (UTC), so each zone's offset is
// asked once per quarter hour and the rest is arithmetic. One clock per zone, shared.

const quarterMs = 15 * 60_000;
const dayMs = 86_400_000;

export class ZoneClock {
  private from = Number.POSITIVE_INFINITY;
  private until = Number.NEGATIVE_INFINITY;
  private offsetMs = 0;
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly zone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The zone's offset from UTC at `at` (ms since the epoch), in ms. */
  offsetAt(at: number): number {
    if (at < this.from || at >= this.until) {
      this.from = Math.floor(at / quarterMs) * quarterMs;
      this.until = this.from + quarterMs;
      this.offsetMs = this.localAsUtc(this.from) - this.from;
    }
    return this.offsetMs;
  }

  /**
   * Minutes since Monday 00:00 in the zone at `at`: day * 1440 + minutes after midnight, the
   * day counted from Monday (0) to Sunday (6).
   */
  weekMinuteAt(at: number): number {
    const local = at + this.offsetAt(at);
    const days = Math.floor(local / dayMs);
    // 1970-01-01 was a Thursday: day 3 of a week that starts on Monday.
    const weekday = (((days + 3) % 7) + 7) % 7;
    return weekday * 1440 + Math.floor((local - days * dayMs) / 60_000);
  }

  /** The wall-clock reading at `at`, read as if it were UTC. */
  private localAsUtc(at: number): number {
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(at))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  }
}

const clocks = new Map<string, ZoneClock>();

/** The shared clock of a zone (checked by the shared schema to be one Intl knows). */
export function zoneClock(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (clock === undefined) {
    clock = new ZoneClock(zone);
    clocks.set(zone, clock);
  }
  return clock;
}
