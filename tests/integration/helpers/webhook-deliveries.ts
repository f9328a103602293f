import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

/**
 * Resolves once no delivery is being sent. A test's own `deliverDue()` returns when it finds
 * nothing left to take, but the webhooks.deliver job, woken by the events, may have taken some in
 * the background and still be sending them (a delivery is `sending` until all that follows from its
 * answer is done). On PostgreSQL one app's database is every process's.
 */
export async function noneSending(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sending = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.state, 'sending'));
    if (sending.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${sending.length} deliveries still sending after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
