import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkAccounts, domainCheckDays, domainChecks, watchedDomains } from '../../db/schema/checks';
import type { AnnouncedState } from './announcement';
import type { CheckOutcome } from './domain-checker';

export type WatchedRow = typeof watchedDomains.$inferSelect;
export type CheckRow = typeof domainChecks.$inferSelect;
export type DayRow = typeof domainCheckDays.$inferSelect;

/** How many checks per domain are kept whole; older ones are summed per day. */
export const keptChecks = 200;

export function createChecksRepo(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(watchedDomains.userId, userId), eq(watchedDomains.id, id));

  return {
    async list(userId: string): Promise<{ domain: WatchedRow; last: CheckRow | null }[]> {
      const rows = await db
        .select({ domain: watchedDomains, last: domainChecks })
        .from(watchedDomains)
        .leftJoin(domainChecks, eq(domainChecks.id, watchedDomains.lastCheckId))
        .where(eq(watchedDomains.userId, userId))
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
        .where(and(eq(watchedDomains.userId, userId), inArray(watchedDomains.hostname, hostnames)));
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
        await tx.insert(checkAccounts).values({ userId }).onConflictDoNothing();
        await tx.execute(
          sql`SELECT 1 FROM ${checkAccounts} WHERE ${checkAccounts.userId} = ${userId} FOR UPDATE`,
        );
        const [counted] = await tx
          .select({ value: count() })
          .from(watchedDomains)
          .where(eq(watchedDomains.userId, userId));
        const used = counted?.value ?? 0;
        if (limit !== null && used + hostnames.length > limit) return { over: { used } };
        const [existing] = await tx
          .select({ hostname: watchedDomains.hostname })
          .from(watchedDomains)
          .where(and(eq(watchedDomains.userId, userId), inArray(watchedDomains.hostname, hostnames)))
          .limit(1);
        if (existing) return { duplicate: existing.hostname };
        const added = await tx
          .insert(watchedDomains)
          .values(hostnames.map((hostname) => ({ userId, hostname })))
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
        .where(eq(watchedDomains.userId, userId));
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
        await tx.insert(checkAccounts).values({ userId }).onConflictDoNothing();
        await tx.execute(
          sql`SELECT 1 FROM ${checkAccounts} WHERE ${checkAccounts.userId} = ${userId} FOR UPDATE`,
        );
        if (schedule.auto && maxAuto !== null) {
          const [counted] = await tx
            .select({ value: count() })
            .from(watchedDomains)
            .where(
              and(
                eq(watchedDomains.userId, userId),
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

    /**
     * Takes one domain for a check now, unless a check of it is running (on any process): the
     * lease ends by itself if that process died.
     */
    async lease(userId: string, id: string, at: Date, leaseMs: number): Promise<WatchedRow | null> {
      const [row] = await db
        .update(watchedDomains)
        .set({ runningUntil: new Date(at.getTime() + leaseMs) })
        .where(
          and(
            mine(userId, id),
            sql`(${watchedDomains.runningUntil} IS NULL OR ${watchedDomains.runningUntil} < ${at})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Takes up to `limit` due automatic domains, oldest due first, each leased to this run and
     * given its next due time. Rows another process holds are skipped, not waited for: two
     * processes never take the same domain. A paused account's domains are not due.
     */
    async leaseDue(at: Date, limit: number, leaseMs: number): Promise<WatchedRow[]> {
      const until = new Date(at.getTime() + leaseMs);
      const result = await db.execute(sql`
        UPDATE ${watchedDomains} AS w
        SET running_until = ${until},
            -- Keep the schedule's rhythm; after an outage start again from now.
            next_run_at = CASE
              WHEN w.next_run_at + make_interval(mins => w.interval_minutes) > ${at}
                THEN w.next_run_at + make_interval(mins => w.interval_minutes)
              ELSE ${at}::timestamptz + make_interval(mins => w.interval_minutes)
            END
        WHERE w.id IN (
          SELECT d.id FROM ${watchedDomains} AS d
          WHERE d.auto AND d.next_run_at <= ${at}
            AND (d.running_until IS NULL OR d.running_until < ${at})
            AND NOT EXISTS (
              SELECT 1 FROM ${checkAccounts} AS a WHERE a.user_id = d.user_id AND a.paused
            )
          ORDER BY d.next_run_at, d.id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING w.id`);
      const ids = (result.rows as { id: string }[]).map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(watchedDomains)
        .where(inArray(watchedDomains.id, ids))
        .orderBy(asc(watchedDomains.nextRunAt));
    },

    /**
     * Stores a check, the domain's announced state after it, and ends its lease; checks beyond the
     * newest 200 are summed into their day and deleted, in the same transaction.
     */
    async record(
      id: string,
      checkedAt: Date,
      outcome: CheckOutcome,
      announced: AnnouncedState,
    ): Promise<CheckRow> {
      return db.transaction(async (tx) => {
        const [check] = await tx
          .insert(domainChecks)
          .values({
            watchedDomainId: id,
            checkedAt,
            state: outcome.state,
            latencyMs: outcome.latency_ms,
            evidence: outcome,
          })
          .returning();
        await tx
          .update(watchedDomains)
          .set({
            lastCheckId: check!.id,
            runningUntil: null,
            state: announced.state,
            pendingState: announced.pendingState,
            pendingCount: announced.pendingCount,
          })
          .where(eq(watchedDomains.id, id));
        await tx.execute(sql`
          WITH old AS (
            DELETE FROM ${domainChecks}
            WHERE id IN (
              SELECT id FROM ${domainChecks} WHERE watched_domain_id = ${id}
              ORDER BY checked_at DESC, id DESC OFFSET ${keptChecks}
            )
            RETURNING checked_at, state, latency_ms
          )
          INSERT INTO ${domainCheckDays} AS d
            (watched_domain_id, day, checks, up, down, blocked, expiring, unknown, latency_sum, latency_count)
          SELECT ${id}, (checked_at AT TIME ZONE 'UTC')::date, count(*),
            count(*) FILTER (WHERE state = 'up'), count(*) FILTER (WHERE state = 'down'),
            count(*) FILTER (WHERE state = 'blocked'), count(*) FILTER (WHERE state = 'expiring'),
            count(*) FILTER (WHERE state = 'unknown'), coalesce(sum(latency_ms), 0), count(latency_ms)
          FROM old GROUP BY 2
          ON CONFLICT (watched_domain_id, day) DO UPDATE SET
            checks = d.checks + excluded.checks, up = d.up + excluded.up, down = d.down + excluded.down,
            blocked = d.blocked + excluded.blocked, expiring = d.expiring + excluded.expiring,
            unknown = d.unknown + excluded.unknown, latency_sum = d.latency_sum + excluded.latency_sum,
            latency_count = d.latency_count + excluded.latency_count`);
        return check!;
      });
    },

    /** Ends a lease without a check (the check itself failed unexpectedly). */
    async release(id: string): Promise<void> {
      await db.update(watchedDomains).set({ runningUntil: null }).where(eq(watchedDomains.id, id));
    },

    async history(id: string): Promise<{ checks: CheckRow[]; days: DayRow[] }> {
      const checks = await db
        .select()
        .from(domainChecks)
        .where(eq(domainChecks.watchedDomainId, id))
        .orderBy(desc(domainChecks.checkedAt), desc(domainChecks.id))
        .limit(keptChecks);
      const days = await db
        .select()
        .from(domainCheckDays)
        .where(eq(domainCheckDays.watchedDomainId, id))
        .orderBy(desc(domainCheckDays.day));
      return { checks, days };
    },

    async account(userId: string): Promise<{ paused: boolean; notice: string | null }> {
      const [row] = await db.select().from(checkAccounts).where(eq(checkAccounts.userId, userId)).limit(1);
      return { paused: row?.paused ?? false, notice: row?.notice ?? null };
    },

    async setPaused(userId: string, paused: boolean): Promise<void> {
      await db
        .insert(checkAccounts)
        .values({ userId, paused })
        .onConflictDoUpdate({ target: checkAccounts.userId, set: { paused } });
    },

    /** The owner has read the notice: it goes. */
    async clearNotice(userId: string): Promise<void> {
      await db.update(checkAccounts).set({ notice: null }).where(eq(checkAccounts.userId, userId));
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
            and(eq(watchedDomains.userId, userId), sql`${watchedDomains.intervalMinutes} < ${minInterval}`),
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
                  .where(and(eq(watchedDomains.userId, userId), eq(watchedDomains.auto, true)))
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
            .values({ userId, notice: notice(changes) })
            .onConflictDoUpdate({ target: checkAccounts.userId, set: { notice: notice(changes) } });
        }
        return changes;
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

export type ChecksRepo = ReturnType<typeof createChecksRepo>;
