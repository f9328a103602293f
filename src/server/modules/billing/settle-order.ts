import type { Order, OrderState } from '../../../shared/billing';
import { billingTexts } from './billing-texts';
import type { TransactionStatus } from './midtrans';
import type { OrderRow } from './orders.repo';
import type { OrdersDeps } from './order-parts';
import { movesFrom, outcomeOf } from './payment-outcome';
import { afterPurchase } from './subscription-change';

// An order settled: paid (by the status API's word or an admin's approval) with the subscription
// changed in the same transaction, or moved to the state Midtrans reports. The move happens only
// from a state that allows it, so the same settlement three times, or two at once, counts once.

/**
 * What a paid order sets off once committed: the workspace's caches, its announcement (outgoing
 * webhooks hear it), the buyer's notice and receipt.
 */
async function afterPaid(deps: OrdersDeps, row: OrderRow, expires: Date | null) {
  const { logger } = deps;
  if (row.workspaceId) {
    await deps.users.subscriptionChanged(row.workspaceId);
    await deps.events.emit('payment.paid', {
      workspaceId: row.workspaceId,
      payment: {
        order_id: row.orderId,
        invoice_number: row.invoiceNumber,
        plan: row.planName,
        amount: row.amount,
        currency: 'IDR',
        method: row.method as Order['method'],
        paid_at: (row.paidAt ?? deps.now()).toISOString(),
        subscription_expires_at: expires?.toISOString() ?? null,
      },
    });
  }
  if (!row.userId) return;
  await deps
    .notify(row.userId, (reader) => {
      const texts = billingTexts(reader);
      return {
        type: 'payment_received',
        ...texts.paymentReceived(
          texts.name(row.planDisplayName),
          row.amount,
          row.orderId,
          texts.date(expires),
        ),
        link: '/payments',
      };
    })
    .catch((error: unknown) =>
      logger.error({ err: error, order: row.orderId }, 'payment notification failed'),
    );
  const profile = await deps.users.profile(row.userId);
  if (profile) {
    const texts = billingTexts(profile);
    await deps.mailer
      .send({
        to: profile.email,
        ...texts.receipt({
          brand: await deps.brandName(),
          invoiceNumber: row.invoiceNumber,
          orderId: row.orderId,
          plan: texts.name(row.planDisplayName),
          days: row.planDuration,
          amount: row.amount,
          paid: texts.date(row.paidAt, true),
          until: texts.date(expires),
          receiptsUrl: new URL('/payments', deps.publicUrl).href,
        }),
      })
      .catch((error: unknown) => logger.error({ err: error, order: row.orderId }, 'receipt email failed'));
  }
}

/**
 * Marks the order paid and changes the subscription in one transaction; false when the order
 * could not move (already paid, refunded): then nothing else happens.
 */
export async function markPaid(
  deps: OrdersDeps,
  order: OrderRow,
  how: { gatewayStatus?: string; actorId?: string },
): Promise<boolean> {
  const now = deps.now();
  // Every plan's terms, archived ones too: the days left of the current plan are worth its price.
  const terms = new Map((await deps.plans.all()).map((plan) => [plan.name, plan]));
  const outcome = await deps.db.transaction(async (tx) => {
    const paid = await deps.repo.move(tx, order.id, movesFrom.paid, 'paid', {
      paidAt: now,
      invoiceNumber: order.invoiceNumber ?? (await deps.repo.nextInvoiceNumber(tx, now.getUTCFullYear())),
      ...(how.gatewayStatus ? { gatewayStatus: how.gatewayStatus } : {}),
    });
    if (!paid) return null;
    let expires: Date | null = null;
    // The workspace it was bought for (gone: the payment is kept for the books, nothing to extend).
    if (paid.workspaceId) {
      const changed = await deps.users.changeSubscriptionIn(tx, paid.workspaceId, (current) => {
        const known = terms.get(current.plan);
        return afterPurchase(
          { ...current, terms: known ? { price: known.price, duration: known.duration } : null },
          { plan: paid.planName, price: paid.amount, duration: paid.planDuration },
          now,
        );
      });
      expires = changed?.after.expires ?? null;
    }
    if (how.actorId) {
      await deps.audit.record(
        {
          actorId: how.actorId,
          action: 'order.approve',
          target: `order:${paid.orderId}`,
          before: { state: order.state },
          after: { state: 'paid' },
        },
        tx,
      );
    }
    return { paid, expires };
  });
  if (!outcome) return false;
  await afterPaid(deps, outcome.paid, outcome.expires);
  return true;
}

/** Applies what the status API said of the order. */
export async function applyStatus(
  deps: OrdersDeps,
  order: OrderRow,
  status: TransactionStatus,
): Promise<OrderState> {
  const { logger } = deps;
  const outcome = outcomeOf(status, order.amount);
  if (outcome === 'amount_mismatch') {
    logger.error(
      { order: order.orderId, amount: order.amount, gross: status.gross_amount },
      'midtrans reports another amount than the order: not accepted',
    );
    return order.state as OrderState;
  }
  if (outcome === 'pending') return order.state as OrderState;
  if (outcome === 'paid') {
    await markPaid(deps, order, { gatewayStatus: status.transaction_status });
    return 'paid';
  }
  const moved = await deps.db.transaction((tx) =>
    deps.repo.move(tx, order.id, movesFrom[outcome], outcome, { gatewayStatus: status.transaction_status }),
  );
  return (moved?.state as OrderState | undefined) ?? (order.state as OrderState);
}

/** The status API's word on the order; null when Midtrans is not set up. */
export async function askMidtrans(deps: OrdersDeps, order: OrderRow): Promise<TransactionStatus | null> {
  const midtrans = await deps.gateway.midtrans();
  if (!midtrans) return null;
  return midtrans.status(order.orderId);
}
