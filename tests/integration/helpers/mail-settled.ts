import { expect, vi } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Resolves once every email the app has queued so far has been sent (or has failed for good):
 * mail leaves through the mail.send job (platform/net/mail-queue.ts), so a test that checks that
 * nothing was sent waits for the queue first, rather than for a guessed while.
 */
export async function mailSettled(t: TestApp): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await t.database.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created', 'retry', 'active')`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}
