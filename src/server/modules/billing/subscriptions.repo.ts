import { and, asc, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/profiles';

// The subscription: the plan and its end, kept in the profile's row (the users table) and written
// here alone (eslint.config.js): billing owns what an account has bought, the profiles module the
// rest of the row.

export function createSubscriptionsRepo(db: Db) {
  const onPlan = (plan: string | null) => (plan === null ? undefined : eq(users.subscriptionPlan, plan));
  return {
    /** A page of the accounts on a plan (null: every account), in id order after `after`. */
    async accountsOnPlan(
      plan: string | null,
      after: string | null,
      limit: number,
    ): Promise<{ id: string }[]> {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(onPlan(plan), after === null ? undefined : gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /** How many accounts are on a plan (null: every account). */
    async countOnPlan(plan: string | null): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(onPlan(plan));
      return row?.n ?? 0;
    },

    /** Those of `ids` that are on a plan (null: those that exist). */
    async onPlan(ids: string[], plan: string | null): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), onPlan(plan)));
      return rows.map(({ id }) => id);
    },

    /** The subscription, locked until `tx` ends (a purchase reads and writes it in one go). */
    async lockSubscription(tx: Tx, id: string) {
      const [row] = await tx
        .select({
          plan: users.subscriptionPlan,
          expires: users.subscriptionExpires,
          email: users.email,
          name: users.name,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    async setSubscriptionIn(tx: Tx, id: string, plan: string, expires: Date | null): Promise<void> {
      await tx
        .update(users)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async countByPlan(): Promise<Map<string, number>> {
      const rows = await db
        .select({ plan: users.subscriptionPlan, count: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.subscriptionPlan);
      return new Map(rows.map((row) => [row.plan, row.count]));
    },

    /** Paid or trial subscriptions (not basic) ending in (from, to]. */
    async endingBetween(from: Date, to: Date, limit: number) {
      return db
        .select({ id: users.id, plan: users.subscriptionPlan, expires: users.subscriptionExpires })
        .from(users)
        .where(
          and(
            ne(users.subscriptionPlan, 'basic'),
            gt(users.subscriptionExpires, from),
            lte(users.subscriptionExpires, to),
          ),
        )
        .orderBy(asc(users.subscriptionExpires))
        .limit(limit);
    },

    /** Falls back to basic, unless the subscription changed since it was read (a renewal). */
    async downgradeIfUnchanged(id: string, plan: string, expires: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ subscriptionPlan: 'basic', subscriptionExpires: null, updatedAt: new Date() })
        .where(
          and(eq(users.id, id), eq(users.subscriptionPlan, plan), eq(users.subscriptionExpires, expires)),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setSubscription(id: string, plan: string, expires: Date | null): Promise<void> {
      await db
        .update(users)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Subscriptions running at `now` (any plan but basic, ending after now), per plan. */
    async activeByPlan(now: Date): Promise<{ plan: string; count: number }[]> {
      return db
        .select({ plan: users.subscriptionPlan, count: count() })
        .from(users)
        .where(and(ne(users.subscriptionPlan, 'basic'), gt(users.subscriptionExpires, now)))
        .groupBy(users.subscriptionPlan);
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
