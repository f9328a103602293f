import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/wiring/module';
import type { BankAccount, Order, OrderState, OrderTransfer } from '../../../shared/billing';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import type { Language } from '../../platform/text/i18n';
import type { Mailer } from '../../platform/net/mailer';
import type { AuditLog } from '../admin';
import type { NotifyMessage } from '../notifications';
import type { GatewayService } from './gateway.service';
import type { OrderRow, OrdersRepo } from './orders.repo';
import type { PlansService } from './plans.service';

// What the orders' actions (create-order.ts, settle-order.ts, midtrans-notification.ts,
// reconcile-orders.ts, admin-orders.ts, orders.service.ts) share: their dependencies, the order's
// shape for the API, its reference, whose an order is, and Midtrans's signature.

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
  /** What a paid order announces once committed ('payment.paid'). */
  events: Pick<Platform['events'], 'emit'>;
  mailer: Mailer;
  brandName(): Promise<string>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
}

/** A new order's reference: RKS-<day>-<8 characters>. */
export function newOrderId(now: Date): string {
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

/** The user's own order, or 404 (another's is not told apart from none). */
export async function ownOrder(deps: OrdersDeps, workspaceId: string, id: string): Promise<OrderRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.repo.find(id) : null;
  if (!row || row.workspaceId !== workspaceId) throw notFound('Order');
  return row;
}
