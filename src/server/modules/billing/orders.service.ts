import type { CreateOrder, Order, Receipt, TransferDetails } from '../../../shared/billing';
import type { Tx } from '../../db/client';
import { conflict, validationFailed } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import { adminOrder, adminOrderList, approveTransfer, rejectTransfer } from './admin-orders';
import { createOrder } from './create-order';
import { midtransNotification } from './midtrans-notification';
import { ownOrder, toOrder, type OrdersDeps } from './order-parts';
import { reconcileOrders } from './reconcile-orders';

export { signatureMatches, toOrder, type OrdersDeps } from './order-parts';

// Orders and their payment (ADR 0016). The amount is the plan's price on the server when the order
// is made. A payment counts only when Midtrans's status API says so (a notification only makes
// us ask) or an admin approves a transfer; the order's move to paid and the subscription change
// commit together (settle-order.ts). One file per action: create-order.ts, settle-order.ts,
// midtrans-notification.ts, reconcile-orders.ts, admin-orders.ts; the buyer's own small ones here.

export function createOrdersService(deps: OrdersDeps) {
  const { repo } = deps;
  return {
    /** An order of the actor (the buyer) for the actor's workspace (whose subscription it changes). */
    create: (actor: Actor, input: CreateOrder) => createOrder(deps, actor, input),

    countOf: (userId: string) => repo.countForUser(userId),

    /**
     * The buyer's account is being deleted (in `tx`): its orders stay for the books without a
     * buyer (the foreign key), and without the name typed for the transfer.
     */
    forgetBuyerIn: (tx: Tx, userId: string) => repo.forgetBuyerName(tx, userId),

    /** The workspace's orders, whoever of its owners bought them. */
    async list(workspaceId: string): Promise<Order[]> {
      return (await repo.listForWorkspace(workspaceId, 200)).map(toOrder);
    },

    async get(workspaceId: string, id: string): Promise<Order> {
      return toOrder(await ownOrder(deps, workspaceId, id));
    },

    async submitTransfer(workspaceId: string, id: string, details: TransferDetails): Promise<Order> {
      const row = await ownOrder(deps, workspaceId, id);
      if (row.method !== 'bank_transfer') throw conflict('This order is paid online, not by transfer.');
      if (row.state !== 'pending') throw conflict(`This order is ${row.state}: nothing more to send.`);
      if (new Date(details.transferred_at).getTime() > deps.now().getTime() + 5 * 60_000) {
        throw validationFailed({ transferred_at: 'The transfer cannot be in the future.' });
      }
      return toOrder((await repo.update(row.id, { transfer: details }))!);
    },

    async cancel(workspaceId: string, id: string): Promise<Order> {
      const row = await ownOrder(deps, workspaceId, id);
      const moved = await deps.db.transaction((tx) => repo.move(tx, row.id, ['pending'], 'cancelled'));
      if (!moved) throw conflict(`This order is ${row.state} and cannot be cancelled.`);
      return toOrder(moved);
    },

    /** A pending Snap order: its payment page again (the token lasts as long as the order). */
    async resume(workspaceId: string, id: string): Promise<Order> {
      const row = await ownOrder(deps, workspaceId, id);
      if (row.state !== 'pending' || row.method !== 'midtrans') throw conflict(`This order is ${row.state}.`);
      if (row.expiresAt.getTime() <= deps.now().getTime())
        throw conflict('This order has expired. Choose the plan again.');
      if (!row.redirectUrl) throw conflict('This order has no payment page. Choose the plan again.');
      return toOrder(row);
    },

    /** A paid order's receipt, naming its buyer (gone: the reader). */
    async receipt(actor: Actor, id: string): Promise<Receipt> {
      const row = await ownOrder(deps, actor.workspaceId, id);
      if (row.state !== 'paid' && row.state !== 'refunded')
        throw conflict('A receipt exists once the order is paid.');
      const profile = await deps.users.profile(row.userId ?? actor.id);
      return {
        invoice_number: row.invoiceNumber!,
        order_id: row.orderId,
        brand: await deps.brandName(),
        buyer: { name: profile?.name ?? '', email: profile?.email ?? '' },
        plan: row.planName,
        plan_display_name: row.planDisplayName,
        duration_days: row.planDuration,
        amount: row.amount,
        method: row.method as Receipt['method'],
        paid_at: row.paidAt!.toISOString(),
      };
    },

    notification: (body: unknown) => midtransNotification(deps, body),
    reconcile: (signal: AbortSignal) => reconcileOrders(deps, signal),

    // Admin
    adminList: (query: Parameters<typeof adminOrderList>[1]) => adminOrderList(deps, query),
    approve: (actorId: string, id: string) => approveTransfer(deps, actorId, id),
    reject: (actorId: string, id: string, reason: string) => rejectTransfer(deps, actorId, id, reason),
    adminOne: (id: string) => adminOrder(deps, id),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
