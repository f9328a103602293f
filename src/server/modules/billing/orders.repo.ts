import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { OrderState } from '../../../shared/billing';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/billing';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

export function createOrdersRepo(db: Db) {
  return {
    async insert(row: NewOrderRow): Promise<OrderRow> {
      const [created] = await db.insert(orders).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async findByOrderId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row ?? null;
    },

    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },

    /** The workspace's orders, newest first. */
    async listForWorkspace(workspaceId: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.workspaceId, workspaceId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    async listAll(options: {
      state?: OrderState;
      method?: string;
      orderIds?: string[] | null;
      q?: string;
      before?: string;
      limit: number;
    }): Promise<OrderRow[]> {
      const conditions = [];
      if (options.state) conditions.push(eq(orders.state, options.state));
      if (options.method) conditions.push(eq(orders.method, options.method));
      if (options.q) {
        const matches = [ilike(orders.orderId, `%${options.q.replace(/[%_\\]/g, '\\$&')}%`)];
        if (options.orderIds && options.orderIds.length > 0)
          matches.push(inArray(orders.userId, options.orderIds));
        conditions.push(or(...matches)!);
      }
      if (options.before) {
        conditions.push(
          sql`(${orders.createdAt}, ${orders.id}) < (SELECT created_at, id FROM orders WHERE id = ${options.before})`,
        );
      }
      return db
        .select()
        .from(orders)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(options.limit);
    },

    /**
     * Moves the order to `to` if it is in one of `from`, in `tx`; the row after, or null when it
     * was not in one of them (another notification got there first: nothing happens twice).
     */
    async move(
      tx: Tx,
      id: string,
      from: OrderState[],
      to: OrderState,
      patch: Partial<Pick<OrderRow, 'paidAt' | 'invoiceNumber' | 'gatewayStatus' | 'reason'>> = {},
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ state: to, ...patch, updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.state, from)))
        .returning();
      return row ?? null;
    },

    async update(id: string, patch: Partial<OrderRow>): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * The name a buyer typed for their bank account, removed from the orders kept after their
     * account is deleted (in its deleting transaction); the bank, reference and time stay.
     */
    async forgetBuyerName(tx: Tx, userId: string): Promise<number> {
      const changed = await tx
        .update(orders)
        .set({ transfer: sql`jsonb_set(${orders.transfer}, '{account_name}', 'null'::jsonb)` })
        .where(and(eq(orders.userId, userId), sql`${orders.transfer} ->> 'account_name' IS NOT NULL`))
        .returning({ id: orders.id });
      return changed.length;
    },

    async nextInvoiceNumber(tx: Tx, year: number): Promise<string> {
      const result = await tx.execute<{ n: string }>(sql`SELECT nextval('invoice_numbers')::text AS n`);
      return `INV-${year}-${result.rows[0]!.n.padStart(6, '0')}`;
    },

    /** Pending orders created before `before` (for the reconciliation), oldest first. */
    async pendingBefore(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.state, 'pending'), lt(orders.createdAt, before)))
        .orderBy(orders.createdAt)
        .limit(limit);
    },

    /** Paid orders' amounts (whole rupiah) paid in [from, to); a refunded order no longer counts. */
    async paidBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${orders.amount}), 0)::float8` })
        .from(orders)
        .where(and(eq(orders.state, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, to)));
      return row?.sum ?? 0;
    },

    /** The same per UTC day of payment (YYYY-MM-DD) from `since` on. */
    async paidPerDay(since: Date): Promise<{ day: string; value: number }[]> {
      const day = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, value: sql<number>`sum(${orders.amount})::float8` })
        .from(orders)
        .where(and(eq(orders.state, 'paid'), gte(orders.paidAt, since)))
        .groupBy(day);
    },

    /** Bank transfers waiting for an admin: pending, the buyer's transfer details sent. */
    async countAwaitingApproval(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(eq(orders.state, 'pending'), eq(orders.method, 'bank_transfer'), isNotNull(orders.transfer)),
        );
      return row?.n ?? 0;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
