import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-10T12:00:00.000Z');

function ago(seconds: number): Date {
  return new Date(now.getTime() - seconds * 1000);
}

describe('relativeTime', () => {
  it.each([
    [10, 'now'],
    [60, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [2 * 3_600, '2 hours ago'],
    [36 * 3_600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [15 * 86_400, '2 weeks ago'],
    [400 * 86_400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now, 'en')).toBe(text);
  });

  it('reads a time slightly ahead of the clock as the future', () => {
    expect(relativeTime(ago(-5 * 60), now, 'en')).toBe('in 5 minutes');
  });
});
