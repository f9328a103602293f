import { and, asc, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaces } from '../../db/schema/workspaces';

// The subscription: the plan and its end, kept in the workspace's row and written here alone
// (eslint.config.js): billing owns what a workspace has bought, the workspaces module the rest of
// the row. An account's own subscription is its personal workspace's, which has the account's id.

export function createSubscriptionsRepo(db: Db) {
  const onPlan = (plan: string | null) => (plan === null ? undefined : eq(workspaces.subscriptionPlan, plan));
  // "Accounts on a plan" (an announcement's audience) are those whose personal workspace is on it.
  const accountOnPlan = (plan: string | null) => and(eq(workspaces.personal, true), onPlan(plan));
  return {
    /** The plan and its end; null for a workspace that does not exist. */
    async subscriptionOf(id: string): Promise<{ plan: string; expires: Date | null } | null> {
      const [row] = await db
        .select({ plan: workspaces.subscriptionPlan, expires: workspaces.subscriptionExpires })
        .from(workspaces)
        .where(eq(workspaces.id, id));
      return row ?? null;
    },

    /** A page of the accounts on a plan (null: every account), in id order after `after`. */
    async accountsOnPlan(
      plan: string | null,
      after: string | null,
      limit: number,
    ): Promise<{ id: string }[]> {
      return db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(accountOnPlan(plan), after === null ? undefined : gt(workspaces.id, after)))
        .orderBy(asc(workspaces.id))
        .limit(limit);
    },

    /** How many accounts are on a plan (null: every account). */
    async countOnPlan(plan: string | null): Promise<number> {
      const [row] = await db.select({ n: count() }).from(workspaces).where(accountOnPlan(plan));
      return row?.n ?? 0;
    },

    /** Those of `ids` that are on a plan (null: those that exist). */
    async onPlan(ids: string[], plan: string | null): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(inArray(workspaces.id, ids), accountOnPlan(plan)));
      return rows.map(({ id }) => id);
    },

    /** The subscription, locked until `tx` ends (a purchase reads and writes it in one go). */
    async lockSubscription(tx: Tx, id: string) {
      const [row] = await tx
        .select({
          plan: workspaces.subscriptionPlan,
          expires: workspaces.subscriptionExpires,
        })
        .from(workspaces)
        .where(eq(workspaces.id, id))
        .for('update');
      return row ?? null;
    },

    async setSubscriptionIn(tx: Tx, id: string, plan: string, expires: Date | null): Promise<void> {
      await tx
        .update(workspaces)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(workspaces.id, id));
    },

    async countByPlan(): Promise<Map<string, number>> {
      const rows = await db
        .select({ plan: workspaces.subscriptionPlan, count: sql<number>`count(*)::int` })
        .from(workspaces)
        .groupBy(workspaces.subscriptionPlan);
      return new Map(rows.map((row) => [row.plan, row.count]));
    },

    /** Paid or trial subscriptions (not basic) ending in (from, to]. */
    async endingBetween(from: Date, to: Date, limit: number) {
      return db
        .select({
          id: workspaces.id,
          plan: workspaces.subscriptionPlan,
          expires: workspaces.subscriptionExpires,
        })
        .from(workspaces)
        .where(
          and(
            ne(workspaces.subscriptionPlan, 'basic'),
            gt(workspaces.subscriptionExpires, from),
            lte(workspaces.subscriptionExpires, to),
          ),
        )
        .orderBy(asc(workspaces.subscriptionExpires))
        .limit(limit);
    },

    /** Falls back to basic, unless the subscription changed since it was read (a renewal). */
    async downgradeIfUnchanged(id: string, plan: string, expires: Date): Promise<boolean> {
      const updated = await db
        .update(workspaces)
        .set({ subscriptionPlan: 'basic', subscriptionExpires: null, updatedAt: new Date() })
        .where(
          and(
            eq(workspaces.id, id),
            eq(workspaces.subscriptionPlan, plan),
            eq(workspaces.subscriptionExpires, expires),
          ),
        )
        .returning({ id: workspaces.id });
      return updated.length > 0;
    },

    async setSubscription(id: string, plan: string, expires: Date | null): Promise<void> {
      await db
        .update(workspaces)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(workspaces.id, id));
    },

    /** Subscriptions running at `now` (any plan but basic, ending after now), per plan. */
    async activeByPlan(now: Date): Promise<{ plan: string; count: number }[]> {
      return db
        .select({ plan: workspaces.subscriptionPlan, count: count() })
        .from(workspaces)
        .where(and(ne(workspaces.subscriptionPlan, 'basic'), gt(workspaces.subscriptionExpires, now)))
        .groupBy(workspaces.subscriptionPlan);
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
