import { describe, expect, it } from 'vitest';
import { makeDelivery } from '../../../test/make-webhook';
import { pollInterval } from './deliveries';

const now = Date.parse('2026-12-01T10:00:00.000Z');
const dueIn = (ms: number) =>
  makeDelivery({ outcome: 'pending', next_attempt_at: new Date(now + ms).toISOString() });

describe('pollInterval: how often the log is read again', () => {
  it.each([
    ['nothing pending', [makeDelivery(), makeDelivery({ outcome: 'failed' })], false],
    ['one being sent', [makeDelivery({ outcome: 'pending', next_attempt_at: null })], 1_000],
    ['one overdue', [dueIn(-3_000)], 1_000],
    ['the 5 s retry', [dueIn(5_000)], 1_000],
    ['one due within the minute', [dueIn(30_000)], 5_000],
    ['only retries minutes away', [dueIn(5 * 60_000), dueIn(10 * 3_600_000)], false],
    ['the nearest wins', [dueIn(30_000), dueIn(2_000), dueIn(3_600_000)], 1_000],
  ])('%s', (_case, deliveries, interval) => {
    expect(pollInterval(deliveries, now)).toBe(interval);
  });
});
