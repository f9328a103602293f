import type { AdminOrder, OrderState } from '../../../shared/billing';
import { conflict, notFound } from '../../platform/http/app-error';
import { billingTexts } from './billing-texts';
import { toOrder, type OrdersDeps } from './order-parts';
import { markPaid } from './settle-order';

// /api/admin/orders: every order with its buyer, and a bank transfer approved or rejected by hand.

export async function adminOrderList(
  deps: OrdersDeps,
  query: { state?: OrderState; method?: string; q?: string; before?: string },
): Promise<{
  items: AdminOrder[];
  next_cursor: string | null;
}> {
  const limit = 50;
  const ids = query.q ? await deps.users.idsByEmailPart(query.q, 200) : null;
  const rows = await deps.repo.listAll({ ...query, orderIds: ids, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const buyers = await deps.users.summaries([
    ...new Set(page.map((row) => row.userId).filter((id): id is string => Boolean(id))),
  ]);
  return {
    items: page.map((row) => ({
      ...toOrder(row),
      buyer: row.userId ? (buyers.get(row.userId) ?? null) : null,
    })),
    next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

export async function approveTransfer(deps: OrdersDeps, actorId: string, id: string): Promise<AdminOrder> {
  const { repo } = deps;
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
  if (!row) throw notFound('Order');
  if (row.method !== 'bank_transfer') throw conflict('Only a bank transfer is approved by hand.');
  if (row.state === 'paid') throw conflict('This order is already paid.');
  if (!(await markPaid(deps, row, { actorId })))
    throw conflict(`This order is ${row.state} and cannot be approved.`);
  return adminOrder(deps, id);
}

export async function rejectTransfer(
  deps: OrdersDeps,
  actorId: string,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  const { repo, logger } = deps;
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
  if (!row) throw notFound('Order');
  if (row.method !== 'bank_transfer') throw conflict('Only a bank transfer is rejected by hand.');
  const moved = await deps.db.transaction(async (tx) => {
    const result = await repo.move(tx, row.id, ['pending'], 'failed', { reason });
    if (result) {
      await deps.audit.record(
        {
          actorId,
          action: 'order.reject',
          target: `order:${row.orderId}`,
          before: { state: row.state },
          after: { state: 'failed', reason },
        },
        tx,
      );
    }
    return result;
  });
  if (!moved) throw conflict(`This order is ${row.state} and cannot be rejected.`);
  if (row.userId) {
    await deps
      .notify(row.userId, (reader) => {
        const texts = billingTexts(reader);
        return {
          type: 'payment_rejected',
          ...texts.paymentRejected(texts.name(row.planDisplayName), reason, row.orderId),
          link: '/payments',
        };
      })
      .catch((error: unknown) => logger.error({ err: error }, 'rejection notification failed'));
  }
  return adminOrder(deps, id);
}

export async function adminOrder(deps: OrdersDeps, id: string): Promise<AdminOrder> {
  const { repo } = deps;
  const row = (await repo.find(id))!;
  const buyers = row.userId ? await deps.users.summaries([row.userId]) : new Map();
  return { ...toOrder(row), buyer: row.userId ? (buyers.get(row.userId) ?? null) : null };
}
