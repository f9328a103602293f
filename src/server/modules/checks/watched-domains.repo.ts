import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkAccounts, domainChecks, watchedDomains } from '../../db/schema/checks';
import type { CheckRow, WatchedRow } from './check-rows';

// The checks repo's watched domains: listed with their last check, added all or none within the
// plan's number, their schedules, removed; and the failing ones counted for the Admin Panel.

/** The account's own watched domain with this id. */
export const mine = (userId: string, id: string) =>
  and(eq(watchedDomains.workspaceId, userId), eq(watchedDomains.id, id));

export function watchedDomainsRepo(db: Db) {
  return {
    async list(userId: string): Promise<{ domain: WatchedRow; last: CheckRow | null }[]> {
      const rows = await db
        .select({ domain: watchedDomains, last: domainChecks })
        .from(watchedDomains)
        .leftJoin(domainChecks, eq(domainChecks.id, watchedDomains.lastCheckId))
        .where(eq(watchedDomains.workspaceId, userId))
        .orderBy(asc(watchedDomains.createdAt), asc(watchedDomains.hostname));
      return rows;
    },

    async find(userId: string, id: string): Promise<{ domain: WatchedRow; last: CheckRow | null } | null> {
      const [row] = await db
        .select({ domain: watchedDomains, last: domainChecks })
        .from(watchedDomains)
        .leftJoin(domainChecks, eq(domainChecks.id, watchedDomains.lastCheckId))
        .where(mine(userId, id))
        .limit(1);
      return row ?? null;
    },

    /** Which of these names the account watches already. */
    async watchedAmong(userId: string, hostnames: string[]): Promise<string[]> {
      if (hostnames.length === 0) return [];
      const rows = await db
        .select({ hostname: watchedDomains.hostname })
        .from(watchedDomains)
        .where(and(eq(watchedDomains.workspaceId, userId), inArray(watchedDomains.hostname, hostnames)));
      return rows.map((row) => row.hostname);
    },

    /**
     * Adds the names unless that would take the account past `limit` (null: none): all or none.
     * The account's row is locked first, so two requests at once cannot both pass the count.
     */
    async addAll(
      userId: string,
      hostnames: string[],
      limit: number | null,
    ): Promise<{ added: WatchedRow[] } | { over: { used: number } } | { duplicate: string }> {
      return db.transaction(async (tx) => {
        await tx.insert(checkAccounts).values({ workspaceId: userId }).onConflictDoNothing();
        await tx.execute(
          sql`SELECT 1 FROM ${checkAccounts} WHERE ${checkAccounts.workspaceId} = ${userId} FOR UPDATE`,
        );
        const [counted] = await tx
          .select({ value: count() })
          .from(watchedDomains)
          .where(eq(watchedDomains.workspaceId, userId));
        const used = counted?.value ?? 0;
        if (limit !== null && used + hostnames.length > limit) return { over: { used } };
        const [existing] = await tx
          .select({ hostname: watchedDomains.hostname })
          .from(watchedDomains)
          .where(and(eq(watchedDomains.workspaceId, userId), inArray(watchedDomains.hostname, hostnames)))
          .limit(1);
        if (existing) return { duplicate: existing.hostname };
        const added = await tx
          .insert(watchedDomains)
          .values(hostnames.map((hostname) => ({ workspaceId: userId, hostname })))
          .returning();
        return { added };
      });
    },

    async counts(userId: string): Promise<{ used: number; auto: number }> {
      const [row] = await db
        .select({
          used: count(),
          auto: sql<number>`count(*) FILTER (WHERE ${watchedDomains.auto})`.mapWith(Number),
        })
        .from(watchedDomains)
        .where(eq(watchedDomains.workspaceId, userId));
      return { used: row?.used ?? 0, auto: row?.auto ?? 0 };
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(watchedDomains)
        .where(mine(userId, id))
        .returning({ id: watchedDomains.id });
      return removed.length > 0;
    },

    /** Sets the schedule, unless that would make more than `maxAuto` automatic domains (locked as addAll). */
    async setSchedule(
      userId: string,
      id: string,
      schedule: { auto: boolean; intervalMinutes: number; nextRunAt: Date | null },
      maxAuto: number | null,
    ): Promise<WatchedRow | 'over' | null> {
      return db.transaction(async (tx) => {
        await tx.insert(checkAccounts).values({ workspaceId: userId }).onConflictDoNothing();
        await tx.execute(
          sql`SELECT 1 FROM ${checkAccounts} WHERE ${checkAccounts.workspaceId} = ${userId} FOR UPDATE`,
        );
        if (schedule.auto && maxAuto !== null) {
          const [counted] = await tx
            .select({ value: count() })
            .from(watchedDomains)
            .where(
              and(
                eq(watchedDomains.workspaceId, userId),
                eq(watchedDomains.auto, true),
                sql`${watchedDomains.id} <> ${id}`,
              ),
            );
          if ((counted?.value ?? 0) + 1 > maxAuto) return 'over';
        }
        const [row] = await tx.update(watchedDomains).set(schedule).where(mine(userId, id)).returning();
        return row ?? null;
      });
    },

    /** Every account's watched domains whose announced state is down or blocked (the Admin Panel). */
    async failingCounts(): Promise<{ down: number; blocked: number }> {
      const [row] = await db
        .select({
          down: sql<number>`count(*) FILTER (WHERE ${watchedDomains.state} = 'down')`.mapWith(Number),
          blocked: sql<number>`count(*) FILTER (WHERE ${watchedDomains.state} = 'blocked')`.mapWith(Number),
        })
        .from(watchedDomains)
        .where(inArray(watchedDomains.state, ['down', 'blocked']));
      return { down: row?.down ?? 0, blocked: row?.blocked ?? 0 };
    },
  };
}
