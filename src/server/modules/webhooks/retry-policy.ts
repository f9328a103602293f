// When a failed delivery is tried again (ADR 0033): the Standard Webhooks schedule (Svix's): 5 s,
// 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after each failure, about 27.5 hours in all, then it is
// given up. A 410 Gone gives up at once and turns the endpoint off.

/** Seconds before try 2, 3, ... 8. */
const backoffSeconds = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000];
export const maxAttempts = backoffSeconds.length + 1;

export type AfterAttempt =
  | { action: 'delivered' }
  | { action: 'retry'; afterSeconds: number }
  | { action: 'fail' }
  | { action: 'gone' };

/** `status`: the answer's status, null when there was none; `attempts`: tries so far, this one included. */
export function afterAttempt(status: number | null, attempts: number): AfterAttempt {
  if (status !== null && status >= 200 && status < 300) return { action: 'delivered' };
  if (status === 410) return { action: 'gone' };
  if (attempts >= maxAttempts) return { action: 'fail' };
  return { action: 'retry', afterSeconds: backoffSeconds[attempts - 1]! };
}
