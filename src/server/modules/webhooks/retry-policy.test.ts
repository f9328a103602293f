import { describe, expect, it } from 'vitest';
import { afterAttempt, maxAttempts } from './retry-policy';

describe('afterAttempt', () => {
  it.each([
    [200, 1, { action: 'delivered' }],
    [204, 3, { action: 'delivered' }],
    [299, 8, { action: 'delivered' }],
    [410, 1, { action: 'gone' }],
    [500, 1, { action: 'retry', afterSeconds: 5 }],
    [null, 1, { action: 'retry', afterSeconds: 5 }],
    [429, 2, { action: 'retry', afterSeconds: 300 }],
    [301, 3, { action: 'retry', afterSeconds: 1_800 }],
    [404, 4, { action: 'retry', afterSeconds: 7_200 }],
    [503, 5, { action: 'retry', afterSeconds: 18_000 }],
    [500, 6, { action: 'retry', afterSeconds: 36_000 }],
    [500, 7, { action: 'retry', afterSeconds: 36_000 }],
    [500, 8, { action: 'fail' }],
    [null, 9, { action: 'fail' }],
  ] as const)('status %s on try %i', (status, attempts, expected) => {
    expect(afterAttempt(status, attempts)).toEqual(expected);
  });

  it('tries for about a day before giving up', () => {
    let seconds = 0;
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      const next = afterAttempt(500, attempt);
      if (next.action !== 'retry') throw new Error('gave up early');
      seconds += next.afterSeconds;
    }
    expect(seconds / 3_600).toBeCloseTo(27.6, 1);
  });
});
