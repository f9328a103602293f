import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '../../../shared/admin-users';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/profiles';
import { profileColumns, type ProfileRow } from './profiles.repo';

// The accounts as an admin sees them: user management's list and search, the disabled ones, and
// the Admin Panel's counts.

/**
 * An account's subscription is its personal workspace's, which has the account's id. User
 * management filters and sorts 100,000 accounts on it, so its page reads that row in the same
 * query: these two columns of the workspaces module's table, read here and never written (the
 * one recorded exception to "one table owner" besides the click flush's join, ADR 0026).
 */
const personalSubscription = pgTable('workspaces', {
  id: text('id').primaryKey(),
  plan: text('subscription_plan').notNull(),
  expires: timestamp('subscription_expires', { withTimezone: true }),
});

/** A profile with its personal workspace's subscription, as user management lists it. */
export type AccountRow = ProfileRow & { subscriptionPlan: string; subscriptionExpires: Date | null };

export function createAccountListRepo(db: Db) {
  return {
    /**
     * One page of user management's list, and how many match. The search is a part of the email,
     * name or username (case-insensitive); sorts run on indexed columns (bench:admin).
     */
    async adminPage(query: AdminUsersQuery, now: Date): Promise<{ rows: AccountRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
        // The expression of the trigram index users_search_trgm_idx (migration 0015), exactly.
        conditions.push(
          sql`(lower(${users.email}) || ' ' || lower(${users.name}) || ' ' || lower(${users.username})) LIKE ${pattern}`,
        );
      }
      if (query.plan) conditions.push(eq(personalSubscription.plan, query.plan));
      if (query.admin !== undefined) conditions.push(eq(users.isAdmin, query.admin));
      if (query.disabled !== undefined) {
        conditions.push(query.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
      }
      if (query.trial !== undefined) {
        const onTrial = and(eq(personalSubscription.plan, 'free'), gt(personalSubscription.expires, now))!;
        conditions.push(query.trial ? onTrial : sql`NOT (${onTrial})`);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column = {
        created_at: users.createdAt,
        email: users.email,
        name: users.name,
        expires: personalSubscription.expires,
      }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ...profileColumns,
            subscriptionPlan: personalSubscription.plan,
            subscriptionExpires: personalSubscription.expires,
          })
          .from(users)
          .innerJoin(personalSubscription, eq(personalSubscription.id, users.id))
          .where(where)
          .orderBy(
            query.sort === 'expires' ? sql`${column} ${sql.raw(query.order)} NULLS LAST` : direction(column),
            direction(users.id),
          )
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ n: count() })
          .from(users)
          .innerJoin(personalSubscription, eq(personalSubscription.id, users.id))
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async setDisabled(id: string, at: Date | null, reason: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ disabledAt: at, disabledReason: reason, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async disabledIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.disabledAt));
      return rows.map((row) => row.id);
    },

    /** Ids of accounts whose email contains `part` (an admin's search). */
    async idsByEmailPart(part: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) LIKE ${`%${part.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Accounts in all (the Admin Panel). */
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    /** Accounts created per UTC day (YYYY-MM-DD) from `since` on (users_created_idx). */
    async createdPerDay(since: Date): Promise<{ day: string; value: number }[]> {
      const day = sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, value: count() })
        .from(users)
        .where(sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`)
        .groupBy(day);
    },
  };
}
