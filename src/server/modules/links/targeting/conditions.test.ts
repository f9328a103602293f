import { describe, expect, it } from 'vitest';
import { conditionSchema, type Condition, type Rule } from '../../../../shared/targeting';
import { evaluate, scheduled, targetBrowserOf, type TargetedLink, type VisitorTraits } from './evaluate';
import { prepareTargeting } from './prepare';
import { ZoneClock } from './zone-clock';

// The rule conditions beyond country, device, OS and language, as tables: a browser, a query
// parameter (equals, present), an address or range (IPv4, IPv6, the edges of a range), a date
// window (its start counts, its end does not) and a weekly schedule (past midnight, in the zone's
// own time across a change of daylight saving, in zones with and without it).

const main = 'https://example.com/main';
const every = {
  cloakingCountry: true,
  deviceTargeting: true,
  autoRotator: true,
  fallbackUrl: true,
  advancedRules: true,
};

/** A link whose one rule has this condition (parsed as the API would), sending to /hit. */
function linkWith(condition: unknown, entitlements = every): TargetedLink {
  const parsed = conditionSchema.parse(condition);
  const rules: Rule[] = [{ id: 'r', condition: parsed, destination_url: 'https://example.com/hit' }];
  return {
    destinationUrl: main,
    targeting: prepareTargeting({ rules, fallback_url: null, rotator: [] }, entitlements),
    targetingUntil: null,
  };
}

function visitor(traits: Partial<Omit<VisitorTraits, 'params'>> & { query?: string } = {}): VisitorTraits {
  const { query = '', ...rest } = traits;
  return {
    country: 'ID',
    device: 'mobile',
    os: 'Android',
    language: 'id',
    browser: 'Chrome',
    ip: '198.51.100.10',
    params: new URLSearchParams(query),
    hash: 7,
    ...rest,
  };
}

const at = Date.UTC(2026, 10, 30, 12);
const hits = (condition: unknown, traits: Parameters<typeof visitor>[0] = {}, now = at) =>
  evaluate(linkWith(condition), visitor(traits), now).url === 'https://example.com/hit';

describe('a browser condition', () => {
  it.each<[string | null, string | null]>([
    ['Chrome', 'Chrome'],
    ['Mobile Safari', 'Safari'],
    ['Safari', 'Safari'],
    ['Samsung Internet', 'Samsung Internet'],
    ['UCBrowser', 'UC Browser'],
    ['Facebook', 'In-app'],
    ['Instagram', 'In-app'],
    ['Chrome WebView', 'In-app'],
    ['WebKit', 'In-app'],
    ['Konqueror', null],
    [null, null],
  ])('reads %s as %s', (parsed, named) => {
    expect(targetBrowserOf(parsed)).toBe(named);
  });

  it('matches the browsers it names and no other', () => {
    const condition = { type: 'browser', browsers: ['Safari', 'In-app'] };
    expect(hits(condition, { browser: 'Mobile Safari' })).toBe(true);
    expect(hits(condition, { browser: 'Instagram' })).toBe(true);
    expect(hits(condition, { browser: 'Chrome' })).toBe(false);
    expect(hits(condition, { browser: null })).toBe(false);
  });
});

describe('a query parameter condition', () => {
  const equals = { type: 'query', name: 'utm_source', match: 'equals', values: ['newsletter', 'ig'] };
  const present = { type: 'query', name: 'promo', match: 'present' };
  it.each<[unknown, string, boolean]>([
    [equals, 'utm_source=newsletter', true],
    [equals, 'a=1&utm_source=ig', true],
    [equals, 'utm_source=other&utm_source=ig', true],
    [equals, 'utm_source=Newsletter', false],
    [equals, 'UTM_SOURCE=newsletter', false],
    [equals, 'utm_source=news%6Cetter', true],
    [equals, 'utm_source=', false],
    [equals, '', false],
    [present, 'promo', true],
    [present, 'promo=', true],
    [present, 'promo=x&y=1', true],
    [present, 'promotion=1', false],
    [present, '', false],
  ])('%j on ?%s: %s', (condition, query, expected) => {
    expect(hits(condition, { query })).toBe(expected);
  });
});

describe('an address condition', () => {
  const ranges = {
    type: 'ip',
    ranges: ['203.0.113.0/24', '198.51.100.7', '2001:db8:abcd::/48', '10.0.0.1/8'],
  };
  it.each<[string, boolean]>([
    ['203.0.113.0', true],
    ['203.0.113.255', true],
    ['203.0.112.255', false],
    ['203.0.114.0', false],
    ['198.51.100.7', true],
    ['198.51.100.8', false],
    ['10.255.255.255', true],
    ['11.0.0.0', false],
    ['::ffff:203.0.113.9', true],
    ['2001:db8:abcd::1', true],
    ['2001:db8:abcd:ffff:ffff:ffff:ffff:ffff', true],
    ['2001:db8:abce::', false],
    ['2001:DB8:ABCD::2', true],
    ['', false],
  ])('%s: %s', (ip, expected) => {
    expect(hits(ranges, { ip })).toBe(expected);
  });

  it('takes a range of everything', () => {
    expect(hits({ type: 'ip', ranges: ['0.0.0.0/0'] }, { ip: '192.0.2.1' })).toBe(true);
    expect(hits({ type: 'ip', ranges: ['::/0'] }, { ip: '2001:db8::1' })).toBe(true);
    expect(hits({ type: 'ip', ranges: ['0.0.0.0/0'] }, { ip: '2001:db8::1' })).toBe(false);
  });
});

describe('a date window', () => {
  const window = { type: 'date', from: '2026-12-01T00:00:00+07:00', to: '2026-12-02T00:00:00+07:00' };
  it.each<[string, boolean]>([
    ['2026-11-30T16:59:59.999Z', false],
    ['2026-11-30T17:00:00.000Z', true],
    ['2026-12-01T16:59:59.999Z', true],
    ['2026-12-01T17:00:00.000Z', false],
  ])('at %s: %s', (instant, expected) => {
    expect(hits(window, {}, Date.parse(instant))).toBe(expected);
  });

  it('may be open at either end', () => {
    const since = { type: 'date', from: '2026-12-01T00:00:00Z', to: null };
    const until = { type: 'date', to: '2026-12-01T00:00:00Z' };
    expect(hits(since, {}, Date.parse('2030-01-01T00:00:00Z'))).toBe(true);
    expect(hits(since, {}, Date.parse('2026-11-30T23:59:59Z'))).toBe(false);
    expect(hits(until, {}, Date.parse('2020-01-01T00:00:00Z'))).toBe(true);
    expect(hits(until, {}, Date.parse('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('a weekly schedule', () => {
  // Minutes of the week from Monday 00:00.
  const minute = (day: number, clock: string) =>
    day * 1440 + Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const weekdays = { days: 0b0011111, from: 9 * 60, to: 17 * 60 };
  const fridayNights = { days: 1 << 4, from: 22 * 60, to: 2 * 60 };
  const sundayLate = { days: 1 << 6, from: 23 * 60, to: 60 };
  const untilMidnight = { days: 1 << 0, from: 20 * 60, to: 24 * 60 };
  it.each<[string, { days: number; from: number; to: number }, number, boolean]>([
    ['Mon 09:00 in office hours', weekdays, minute(0, '09:00'), true],
    ['Mon 08:59 before them', weekdays, minute(0, '08:59'), false],
    ['Fri 16:59 in them', weekdays, minute(4, '16:59'), true],
    ['Fri 17:00 after them (the end is not in)', weekdays, minute(4, '17:00'), false],
    ['Sat 10:00 not a day of them', weekdays, minute(5, '10:00'), false],
    ['Fri 22:00 starts Friday night', fridayNights, minute(4, '22:00'), true],
    ['Fri 23:59', fridayNights, minute(4, '23:59'), true],
    ['Sat 01:59 still Friday night', fridayNights, minute(5, '01:59'), true],
    ['Sat 02:00 over', fridayNights, minute(5, '02:00'), false],
    ['Fri 01:00 belongs to Thursday night, not chosen', fridayNights, minute(4, '01:00'), false],
    ['Sat 22:30 not a chosen night', fridayNights, minute(5, '22:30'), false],
    ['Mon 00:30 after Sunday late (across the week)', sundayLate, minute(0, '00:30'), true],
    ['Mon 01:00 over', sundayLate, minute(0, '01:00'), false],
    ['Mon 23:59 until midnight', untilMidnight, minute(0, '23:59'), true],
    ['Tue 00:00 past it', untilMidnight, minute(1, '00:00'), false],
  ])('%s', (_label, schedule, weekMinute, expected) => {
    expect(scheduled(schedule, weekMinute)).toBe(expected);
  });

  it("reads the time in the schedule's zone", () => {
    const jakartaMornings = {
      type: 'schedule',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      from: '08:00',
      to: '12:00',
      timezone: 'Asia/Jakarta',
    };
    // Monday 2026-11-30 08:00 in Jakarta is 01:00 UTC.
    expect(hits(jakartaMornings, {}, Date.parse('2026-11-30T00:59:00Z'))).toBe(false);
    expect(hits(jakartaMornings, {}, Date.parse('2026-11-30T01:00:00Z'))).toBe(true);
    expect(hits(jakartaMornings, {}, Date.parse('2026-11-30T04:59:00Z'))).toBe(true);
    expect(hits(jakartaMornings, {}, Date.parse('2026-11-30T05:00:00Z'))).toBe(false);
    // Sunday 2026-11-29 23:30 UTC is already Monday 06:30 in Jakarta: a day, not yet the hour.
    expect(hits({ ...jakartaMornings, from: '06:00' }, {}, Date.parse('2026-11-29T23:30:00Z'))).toBe(true);
  });

  it('keeps local hours across a change of daylight saving time', () => {
    const nineToFive = {
      type: 'schedule',
      days: ['sun', 'mon'],
      from: '09:00',
      to: '17:00',
      timezone: 'America/New_York',
    };
    // Before the change (Sunday 2026-11-01 02:00 EDT -> 01:00 EST) New York is UTC-4, after it UTC-5.
    expect(hits(nineToFive, {}, Date.parse('2026-10-31T13:00:00Z'))).toBe(false); // Saturday 09:00 EDT
    expect(hits(nineToFive, {}, Date.parse('2026-11-01T13:59:00Z'))).toBe(false); // Sunday 08:59 EST
    expect(hits(nineToFive, {}, Date.parse('2026-11-01T14:00:00Z'))).toBe(true); // Sunday 09:00 EST
    expect(hits(nineToFive, {}, Date.parse('2026-11-01T21:59:00Z'))).toBe(true); // Sunday 16:59 EST
    expect(hits(nineToFive, {}, Date.parse('2026-11-01T22:00:00Z'))).toBe(false); // Sunday 17:00 EST
    // Spring: Sunday 2026-03-08 02:00 EST -> 03:00 EDT.
    const nights = { ...nineToFive, from: '01:00', to: '04:00' };
    expect(hits(nights, {}, Date.parse('2026-03-08T06:30:00Z'))).toBe(true); // 01:30 EST
    expect(hits(nights, {}, Date.parse('2026-03-08T07:30:00Z'))).toBe(true); // 03:30 EDT
    expect(hits(nights, {}, Date.parse('2026-03-08T08:00:00Z'))).toBe(false); // 04:00 EDT
  });
});

describe('ZoneClock', () => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  /** The week minute by asking Intl directly, the slow way. */
  function byIntl(zone: string, at: number): number {
    let format = formats.get(zone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        weekday: 'short',
        hour: 'numeric',
        minute: 'numeric',
      });
      formats.set(zone, format);
    }
    const parts = format.formatToParts(at);
    const part = (type: string) => parts.find((item) => item.type === type)!.value;
    const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
    return day * 1440 + Number(part('hour')) * 60 + Number(part('minute'));
  }

  it.each([
    'Asia/Jakarta',
    'America/New_York',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'UTC',
  ])('agrees with Intl in %s at every 7 minutes of two years, across its changes', (zone) => {
    const clock = new ZoneClock(zone);
    const start = Date.UTC(2025, 0, 1);
    let checked = 0;
    // Two days of every 37, at steps of 7 minutes 13 seconds: instants that fall anywhere in a
    // quarter hour, on every day of the week over the two years.
    for (let day = start; day < start + 2 * 365 * 86_400_000; day += 37 * 86_400_000)
      for (let step = 0; step < 400; step += 1, checked += 1) {
        const instant = day + step * (7 * 60_000 + 13_000);
        expect(clock.weekMinuteAt(instant), new Date(instant).toISOString()).toBe(byIntl(zone, instant));
      }
    expect(checked).toBeGreaterThan(7_000);
  });

  it('agrees with Intl on both sides of each daylight saving change of 2026', () => {
    const changes: [string, string][] = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Europe/Berlin', '2026-03-29T01:00:00Z'],
      ['Europe/Berlin', '2026-10-25T01:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
    ];
    for (const [zone, change] of changes) {
      const clock = new ZoneClock(zone);
      for (const offset of [-60_001, -1, 0, 1, 60_000, 30 * 60_000])
        expect(clock.weekMinuteAt(Date.parse(change) + offset), `${zone} ${change} ${offset}`).toBe(
          byIntl(zone, Date.parse(change) + offset),
        );
    }
  });
});

describe('the plan', () => {
  it('applies the new conditions only with advanced rules, and names them when it does not', () => {
    const condition: Condition = conditionSchema.parse({ type: 'browser', browsers: ['Chrome'] });
    const without = linkWith(condition, { ...every, advancedRules: false });
    expect(evaluate(without, visitor(), at).url).toBe(main);
    expect(without.targeting?.notApplied).toEqual(['Browser, address, parameter and time rules']);
  });
});
