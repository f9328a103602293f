import { classifyMidtransFailure } from './midtrans';
import type { OrdersDeps } from './order-parts';
import { applyStatus, askMidtrans } from './settle-order';

/**
 * The billing.reconcile job: pending Snap orders are asked about (a lost notification), and
 * orders past their 24 hours expire (a transfer whose details were sent waits for an admin).
 */
export async function reconcileOrders(
  deps: OrdersDeps,
  signal: AbortSignal,
): Promise<{ checked: number; expired: number }> {
  const { repo, logger } = deps;
  const now = deps.now();
  let checked = 0;
  let expired = 0;
  for (const order of await repo.pendingBefore(new Date(now.getTime() - 2 * 60_000), 500)) {
    if (signal.aborted) break;
    if (order.method === 'midtrans') {
      try {
        const status = await askMidtrans(deps, order);
        checked += 1;
        if (status && (await applyStatus(deps, order, status)) !== 'pending') continue;
      } catch (error) {
        const failure = classifyMidtransFailure(error);
        if (failure.kind !== 'not_found') {
          logger.warn(
            { order: order.orderId, reason: failure.description },
            'reconciliation could not ask midtrans',
          );
          continue;
        }
      }
    }
    const waitsForAdmin = order.method === 'bank_transfer' && order.transfer !== null;
    if (order.expiresAt.getTime() <= now.getTime() && !waitsForAdmin) {
      const moved = await deps.db.transaction((tx) => repo.move(tx, order.id, ['pending'], 'expired'));
      if (moved) expired += 1;
    }
  }
  return { checked, expired };
}
