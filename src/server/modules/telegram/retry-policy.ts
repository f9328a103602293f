import type { TelegramFailure } from './telegram-api';

// What happens to a message after Telegram answered (or did not). A rate limit waits as long as
// Telegram asks and does not use up a try; a failure that may pass (Telegram down, a revoked
// token the admin may replace) waits longer each time, up to `maxAttempts` tries; a chat that is
// gone, or a request Telegram refuses as such, ends at once.

export const maxAttempts = 6;
/** Seconds before try 2, 3, 4, 5, 6. */
const backoffSeconds = [5, 30, 120, 600, 1800];

export type AfterFailure =
  | { action: 'retry'; afterSeconds: number; countAttempt: boolean }
  | { action: 'fail' }
  | { action: 'disconnect' };

/** `attempts`: tries made so far, this one included. */
export function afterFailure(failure: TelegramFailure, attempts: number): AfterFailure {
  switch (failure.kind) {
    case 'rate_limited':
      return { action: 'retry', afterSeconds: failure.retryAfterSeconds, countAttempt: false };
    case 'chat_gone':
      return { action: 'disconnect' };
    case 'rejected':
      return { action: 'fail' };
    default:
      if (attempts >= maxAttempts) return { action: 'fail' };
      return {
        action: 'retry',
        afterSeconds: backoffSeconds[Math.min(attempts, backoffSeconds.length) - 1]!,
        countAttempt: true,
      };
  }
}
