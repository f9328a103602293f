import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  orderExpiryHours,
  type AdminOrder,
  type BankAccount,
  type CreateOrder,
  type Order,
  type OrderState,
  type OrderTransfer,
  type Receipt,
  type TransferDetails,
} from '../../../shared/billing';
import { inLanguage, type Plan } from '../../../shared/plans';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, notFound, validationFailed } from '../../platform/app-error';
import type { Language } from '../../platform/i18n';
import type { Mailer } from '../../platform/mailer';
import type { AuditLog } from '../admin';
import type { NotifyMessage } from '../notifications';
import { billingTexts } from './billing-texts';
import type { GatewayService } from './gateway.service';
import { classifyMidtransFailure, type TransactionStatus } from './midtrans';
import { movesFrom, outcomeOf } from './payment-outcome';
import type { OrderRow, OrdersRepo } from './orders.repo';
import type { PlansService } from './plans.service';
import { afterPurchase } from './subscription-change';

// Orders and their payment (ADR 0016). The amount is the plan's price on the server when the order
// is made. A payment counts only when Midtrans's status API says so (a notification only makes
// us ask) or an admin approves a transfer; the order's move to paid and the subscription change
// commit together, and the move happens only from a state that allows it, so the same settlement
// three times, or two at once, extends the subscription once.

export interface OrdersDeps {
  db: Db;
  repo: OrdersRepo;
  plans: PlansService;
  gateway: GatewayService;
  audit: AuditLog;
  users: {
    /** The buyer's email, name, plan, and the language and time zone their mail is written in. */
    profile(userId: string): Promise<{
      email: string;
      name: string;
      plan: string;
      language: Language;
      timeZone: string;
    } | null>;
    changeSubscriptionIn(
      tx: Tx,
      userId: string,
      change: (current: { plan: string; expires: Date | null }) => { plan: string; expires: Date | null },
    ): Promise<{
      before: { plan: string; expires: Date | null };
      after: { plan: string; expires: Date | null };
    } | null>;
    subscriptionChanged(userId: string): Promise<void>;
    idsByEmailPart(part: string, limit: number): Promise<string[]>;
    summaries(ids: string[]): Promise<Map<string, { id: string; email: string; name: string }>>;
  };
  notify(userId: string, message: NotifyMessage): Promise<unknown>;
  mailer: Mailer;
  brandName(): Promise<string>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
}

function newOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  // 8 characters of Crockford-like base32: 40 bits, unguessable enough for a reference.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  const suffix = [...bytes].map((byte) => alphabet[byte % 32]).join('');
  return `RKS-${day}-${suffix}`;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_id: row.orderId,
    plan: row.planName,
    plan_display_name: row.planDisplayName,
    amount: row.amount,
    method: row.method as Order['method'],
    state: row.state as OrderState,
    snap_token: row.state === 'pending' ? row.snapToken : null,
    redirect_url: row.state === 'pending' ? row.redirectUrl : null,
    bank_accounts: row.method === 'bank_transfer' ? (row.bankAccounts as BankAccount[]) : [],
    transfer: (row.transfer as OrderTransfer | null) ?? null,
    reason: row.reason,
    invoice_number: row.invoiceNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** SHA512(order_id + status_code + gross_amount + server key), compared in constant time. */
export function signatureMatches(
  body: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = createHash('sha512')
    .update(body.order_id + body.status_code + body.gross_amount + serverKey)
    .digest();
  const given = /^[0-9a-f]{128}$/i.test(body.signature_key)
    ? Buffer.from(body.signature_key, 'hex')
    : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createOrdersService(deps: OrdersDeps) {
  const { repo, logger } = deps;

  async function own(userId: string, id: string): Promise<OrderRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
    if (!row || row.userId !== userId) throw notFound('Order');
    return row;
  }

  async function onSale(name: string): Promise<Plan> {
    const plan = (await deps.plans.list()).find((candidate) => candidate.name === name);
    if (!plan) throw validationFailed({ plan: `There is no plan named "${name}" on sale.` });
    if (plan.price <= 0) {
      throw validationFailed({
        plan: 'The free trial is given once, when an account is made; it is not bought.',
      });
    }
    return plan;
  }

  /** What a paid order sets off once committed: the caches, the user's notice and receipt. */
  async function afterPaid(row: OrderRow, expires: Date | null) {
    if (!row.userId) return;
    await deps.users.subscriptionChanged(row.userId);
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
  async function markPaid(
    order: OrderRow,
    how: { gatewayStatus?: string; actorId?: string },
  ): Promise<boolean> {
    const now = deps.now();
    // Every plan's terms, archived ones too: the days left of the current plan are worth its price.
    const terms = new Map((await deps.plans.all()).map((plan) => [plan.name, plan]));
    const outcome = await deps.db.transaction(async (tx) => {
      const paid = await repo.move(tx, order.id, movesFrom.paid, 'paid', {
        paidAt: now,
        invoiceNumber: order.invoiceNumber ?? (await repo.nextInvoiceNumber(tx, now.getUTCFullYear())),
        ...(how.gatewayStatus ? { gatewayStatus: how.gatewayStatus } : {}),
      });
      if (!paid) return null;
      let expires: Date | null = null;
      if (paid.userId) {
        const changed = await deps.users.changeSubscriptionIn(tx, paid.userId, (current) => {
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
    await afterPaid(outcome.paid, outcome.expires);
    return true;
  }

  /** Applies what the status API said of the order. */
  async function apply(order: OrderRow, status: TransactionStatus): Promise<OrderState> {
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
      await markPaid(order, { gatewayStatus: status.transaction_status });
      return 'paid';
    }
    const moved = await deps.db.transaction((tx) =>
      repo.move(tx, order.id, movesFrom[outcome], outcome, { gatewayStatus: status.transaction_status }),
    );
    return (moved?.state as OrderState | undefined) ?? (order.state as OrderState);
  }

  async function askMidtrans(order: OrderRow): Promise<TransactionStatus | null> {
    const midtrans = await deps.gateway.midtrans();
    if (!midtrans) return null;
    return midtrans.status(order.orderId);
  }

  const service = {
    async create(userId: string, input: CreateOrder): Promise<Order> {
      const plan = await onSale(input.plan);
      const methods = await deps.gateway.methods();
      if (!methods[input.method]) {
        throw validationFailed({
          method:
            input.method === 'midtrans'
              ? 'Online payment is not available now.'
              : 'Bank transfer is not available now.',
        });
      }
      const profile = await deps.users.profile(userId);
      if (!profile) throw notFound('User');
      const now = deps.now();
      const row = await repo.insert({
        orderId: newOrderId(now),
        userId,
        planName: plan.name,
        planDisplayName: plan.display_name,
        planDuration: plan.duration,
        amount: plan.price,
        method: input.method,
        bankAccounts: input.method === 'bank_transfer' ? await deps.gateway.bankAccounts() : [],
        expiresAt: new Date(now.getTime() + orderExpiryHours * 3_600_000),
      });
      if (input.method === 'bank_transfer') return toOrder(row);

      const midtrans = (await deps.gateway.midtrans())!;
      try {
        const brand = await deps.brandName();
        const transaction = await midtrans.createTransaction({
          transaction_details: { order_id: row.orderId, gross_amount: row.amount },
          item_details: [
            {
              id: plan.name,
              price: plan.price,
              quantity: 1,
              name: billingTexts({ language: profile.language, timeZone: profile.timeZone })
                .itemName(brand, inLanguage(plan.display_name, profile.language), plan.duration)
                .slice(0, 50),
            },
          ],
          customer_details: { first_name: profile.name.slice(0, 255) || profile.email, email: profile.email },
          callbacks: { finish: new URL(`/payments?order=${row.id}`, deps.publicUrl).href },
          expiry: { unit: 'hours', duration: orderExpiryHours },
        });
        const updated = await repo.update(row.id, {
          snapToken: transaction.token,
          redirectUrl: transaction.redirect_url,
        });
        return toOrder(updated!);
      } catch (error) {
        const failure = classifyMidtransFailure(error);
        await repo.update(row.id, { state: 'failed', reason: `Midtrans: ${failure.description}` });
        logger.error({ order: row.orderId, reason: failure.description }, 'snap transaction not created');
        throw new AppError(
          502,
          'upstream_unavailable',
          'The payment page could not be opened. Try again in a moment.',
        );
      }
    },

    countOf: (userId: string) => repo.countForUser(userId),

    /**
     * The buyer's account is being deleted (in `tx`): its orders stay for the books without a
     * buyer (the foreign key), and without the name typed for the transfer.
     */
    forgetBuyerIn: (tx: Tx, userId: string) => repo.forgetBuyerName(tx, userId),

    async list(userId: string): Promise<Order[]> {
      return (await repo.listForUser(userId, 200)).map(toOrder);
    },

    async get(userId: string, id: string): Promise<Order> {
      return toOrder(await own(userId, id));
    },

    async submitTransfer(userId: string, id: string, details: TransferDetails): Promise<Order> {
      const row = await own(userId, id);
      if (row.method !== 'bank_transfer') throw conflict('This order is paid online, not by transfer.');
      if (row.state !== 'pending') throw conflict(`This order is ${row.state}: nothing more to send.`);
      if (new Date(details.transferred_at).getTime() > deps.now().getTime() + 5 * 60_000) {
        throw validationFailed({ transferred_at: 'The transfer cannot be in the future.' });
      }
      return toOrder((await repo.update(row.id, { transfer: details }))!);
    },

    async cancel(userId: string, id: string): Promise<Order> {
      const row = await own(userId, id);
      const moved = await deps.db.transaction((tx) => repo.move(tx, row.id, ['pending'], 'cancelled'));
      if (!moved) throw conflict(`This order is ${row.state} and cannot be cancelled.`);
      return toOrder(moved);
    },

    /** A pending Snap order: its payment page again (the token lasts as long as the order). */
    async resume(userId: string, id: string): Promise<Order> {
      const row = await own(userId, id);
      if (row.state !== 'pending' || row.method !== 'midtrans') throw conflict(`This order is ${row.state}.`);
      if (row.expiresAt.getTime() <= deps.now().getTime())
        throw conflict('This order has expired. Choose the plan again.');
      if (!row.redirectUrl) throw conflict('This order has no payment page. Choose the plan again.');
      return toOrder(row);
    },

    async receipt(userId: string, id: string): Promise<Receipt> {
      const row = await own(userId, id);
      if (row.state !== 'paid' && row.state !== 'refunded')
        throw conflict('A receipt exists once the order is paid.');
      const profile = await deps.users.profile(userId);
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

    /**
     * Midtrans's HTTP notification. The signature is checked first; then the status API is
     * asked, and only its answer changes anything. Answers: 200 handled (or an order we do not
     * know: logged, so that Midtrans stops), 403 a bad signature, 503 when Midtrans could not be
     * asked (it sends again later). A database failure throws: 500, sent again too.
     */
    async notification(body: unknown): Promise<{ status: number; message: string }> {
      const fields = body as Record<string, unknown> | null;
      const text = (key: string) => (typeof fields?.[key] === 'string' ? (fields[key] as string) : null);
      const orderId = text('order_id');
      const statusCode = text('status_code');
      const grossAmount = text('gross_amount');
      const signature = text('signature_key');
      if (!orderId || !statusCode || !grossAmount || !signature) {
        return { status: 400, message: 'order_id, status_code, gross_amount and signature_key are required' };
      }
      const serverKey = await deps.gateway.serverKey();
      if (
        !serverKey ||
        !signatureMatches(
          { order_id: orderId, status_code: statusCode, gross_amount: grossAmount, signature_key: signature },
          serverKey,
        )
      ) {
        logger.warn({ order: orderId }, 'midtrans notification with a wrong signature refused');
        return { status: 403, message: 'signature does not match' };
      }
      const order = await repo.findByOrderId(orderId);
      if (!order) {
        logger.warn({ order: orderId }, 'midtrans notification for an unknown order');
        return { status: 200, message: 'unknown order' };
      }
      let status: TransactionStatus | null;
      try {
        status = await askMidtrans(order);
      } catch (error) {
        const failure = classifyMidtransFailure(error);
        if (failure.kind === 'not_found') {
          logger.warn({ order: orderId }, 'midtrans does not know an order it notified');
          return { status: 200, message: 'not known to midtrans' };
        }
        logger.warn(
          { order: orderId, reason: failure.description },
          'midtrans status API failed; the notification will come again',
        );
        return { status: 503, message: 'status could not be confirmed' };
      }
      if (!status) return { status: 503, message: 'midtrans is not set up' };
      const state = await apply(order, status);
      return { status: 200, message: state };
    },

    /**
     * The billing.reconcile job: pending Snap orders are asked about (a lost notification), and
     * orders past their 24 hours expire (a transfer whose details were sent waits for an admin).
     */
    async reconcile(signal: AbortSignal): Promise<{ checked: number; expired: number }> {
      const now = deps.now();
      let checked = 0;
      let expired = 0;
      for (const order of await repo.pendingBefore(new Date(now.getTime() - 2 * 60_000), 500)) {
        if (signal.aborted) break;
        if (order.method === 'midtrans') {
          try {
            const status = await askMidtrans(order);
            checked += 1;
            if (status && (await apply(order, status)) !== 'pending') continue;
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
    },

    // Admin

    async adminList(query: { state?: OrderState; method?: string; q?: string; before?: string }): Promise<{
      items: AdminOrder[];
      next_cursor: string | null;
    }> {
      const limit = 50;
      const ids = query.q ? await deps.users.idsByEmailPart(query.q, 200) : null;
      const rows = await repo.listAll({ ...query, orderIds: ids, limit: limit + 1 });
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
    },

    async approve(actorId: string, id: string): Promise<AdminOrder> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
      if (!row) throw notFound('Order');
      if (row.method !== 'bank_transfer') throw conflict('Only a bank transfer is approved by hand.');
      if (row.state === 'paid') throw conflict('This order is already paid.');
      if (!(await markPaid(row, { actorId })))
        throw conflict(`This order is ${row.state} and cannot be approved.`);
      return service.adminOne(id);
    },

    async reject(actorId: string, id: string, reason: string): Promise<AdminOrder> {
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
      return service.adminOne(id);
    },

    async adminOne(id: string): Promise<AdminOrder> {
      const row = (await repo.find(id))!;
      const buyers = row.userId ? await deps.users.summaries([row.userId]) : new Map();
      return { ...toOrder(row), buyer: row.userId ? (buyers.get(row.userId) ?? null) : null };
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
