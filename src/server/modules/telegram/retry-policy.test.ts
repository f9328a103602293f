import { describe, expect, it } from 'vitest';
import { afterFailure, maxAttempts } from './retry-policy';

const unavailable = { kind: 'unavailable', description: 'Bad Gateway' } as const;

describe('after a failed send', () => {
  it('waits as long as a rate limit asks, without using up a try', () => {
    expect(
      afterFailure({ kind: 'rate_limited', retryAfterSeconds: 7, description: '' }, maxAttempts),
    ).toEqual({
      action: 'retry',
      afterSeconds: 7,
      countAttempt: false,
    });
  });

  it('backs off longer each time a failure may pass, then gives up', () => {
    const waits = [1, 2, 3, 4, 5].map((attempts) => afterFailure(unavailable, attempts));
    expect(waits.map((wait) => (wait.action === 'retry' ? wait.afterSeconds : null))).toEqual([
      5, 30, 120, 600, 1800,
    ]);
    expect(afterFailure(unavailable, maxAttempts)).toEqual({ action: 'fail' });
    expect(afterFailure({ kind: 'unauthorized', description: '' }, 1)).toMatchObject({ action: 'retry' });
  });

  it('disconnects a chat that is gone and fails a refused request at once', () => {
    expect(
      afterFailure({ kind: 'chat_gone', description: 'Forbidden: bot was blocked by the user' }, 1),
    ).toEqual({
      action: 'disconnect',
    });
    expect(afterFailure({ kind: 'rejected', description: "can't parse entities" }, 1)).toEqual({
      action: 'fail',
    });
  });
});
