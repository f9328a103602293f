import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkAccounts, watchedDomains } from '../../db/schema/checks';

// The checks repo's accounts: the pause switch, the plan-change notice, and the schedules fitted
// to a plan.

export function checkAccountsRepo(db: Db) {
  return {
    async account(userId: string): Promise<{ paused: boolean; notice: string | null }> {
      const [row] = await db
        .select()
        .from(checkAccounts)
        .where(eq(checkAccounts.workspaceId, userId))
        .limit(1);
      return { paused: row?.paused ?? false, notice: row?.notice ?? null };
    },

    async setPaused(userId: string, paused: boolean): Promise<void> {
      await db
        .insert(checkAccounts)
        .values({ workspaceId: userId, paused })
        .onConflictDoUpdate({ target: checkAccounts.workspaceId, set: { paused } });
    },

    /** The owner has read the notice: it goes. */
    async clearNotice(userId: string): Promise<void> {
      await db.update(checkAccounts).set({ notice: null }).where(eq(checkAccounts.workspaceId, userId));
    },

    /**
     * Fits an account's schedules to its plan: intervals below the minimum raised to it, automatic
     * checks beyond the allowed number (the newest first) turned off. Returns what changed.
     */
    async clamp(
      userId: string,
      minInterval: number,
      maxAuto: number | null,
      notice: (changes: { raised: number; stopped: number }) => string,
    ): Promise<{ raised: number; stopped: number }> {
      return db.transaction(async (tx) => {
        const raised = await tx
          .update(watchedDomains)
          .set({ intervalMinutes: minInterval })
          .where(
            and(
              eq(watchedDomains.workspaceId, userId),
              sql`${watchedDomains.intervalMinutes} < ${minInterval}`,
            ),
          )
          .returning({ id: watchedDomains.id });
        let stopped: { id: string }[] = [];
        if (maxAuto !== null) {
          stopped = await tx
            .update(watchedDomains)
            .set({ auto: false, nextRunAt: null })
            .where(
              inArray(
                watchedDomains.id,
                tx
                  .select({ id: watchedDomains.id })
                  .from(watchedDomains)
                  .where(and(eq(watchedDomains.workspaceId, userId), eq(watchedDomains.auto, true)))
                  .orderBy(asc(watchedDomains.createdAt), asc(watchedDomains.id))
                  .offset(maxAuto),
              ),
            )
            .returning({ id: watchedDomains.id });
        }
        const changes = { raised: raised.length, stopped: stopped.length };
        if (changes.raised + changes.stopped > 0) {
          await tx
            .insert(checkAccounts)
            .values({ workspaceId: userId, notice: notice(changes) })
            .onConflictDoUpdate({ target: checkAccounts.workspaceId, set: { notice: notice(changes) } });
        }
        return changes;
      });
    },
  };
}
