import { describe, expect, it } from 'vitest';
import { endOfDayIso, todayIn, usableTimeZone } from './dates';

describe('API key dates', () => {
  it('sends the end of the chosen day in the account time zone, with its offset', () => {
    expect(endOfDayIso('2026-11-24', 'Asia/Jakarta')).toBe('2026-11-24T23:59:59+07:00');
    expect(endOfDayIso('2026-11-24', 'UTC')).toBe('2026-11-24T23:59:59+00:00');
    expect(endOfDayIso('2026-01-15', 'America/New_York')).toBe('2026-01-15T23:59:59-05:00');
    expect(endOfDayIso('2026-07-15', 'America/New_York')).toBe('2026-07-15T23:59:59-04:00');
    expect(endOfDayIso('2026-03-01', 'Asia/Kolkata')).toBe('2026-03-01T23:59:59+05:30');
    expect(Date.parse(endOfDayIso('2026-11-24', 'Asia/Jakarta'))).toBe(Date.parse('2026-11-24T16:59:59Z'));
  });

  it('gives nothing for a value that is not a day', () => {
    expect(endOfDayIso('', 'UTC')).toBe('');
    expect(endOfDayIso('2026-02-30', 'UTC')).toBe('');
    expect(endOfDayIso('24/11/2026', 'UTC')).toBe('');
  });

  it("knows today's date in the zone, not the browser's", () => {
    const now = new Date('2026-11-24T20:00:00Z');
    expect(todayIn('Asia/Jakarta', now)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-24');
  });

  it('falls back to the browser zone for an unknown one', () => {
    expect(usableTimeZone('Asia/Jakarta')).toBe('Asia/Jakarta');
    expect(usableTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
