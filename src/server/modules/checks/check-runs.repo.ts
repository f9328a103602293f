import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkAccounts, domainCheckDays, domainChecks, watchedDomains } from '../../db/schema/checks';
import type { AnnouncedState } from './announcement';
import type { CheckRow, DayRow, WatchedRow } from './check-rows';
import type { CheckOutcome } from './domain-checker';
import { mine } from './watched-domains.repo';

// The checks repo's runs: a domain leased for its check (one at a time on any number of
// processes), the check recorded with the history kept to its newest checks, older ones summed
// per day.

/** How many checks per domain are kept whole; older ones are summed per day. */
export const keptChecks = 200;

export function checkRunsRepo(db: Db) {
  return {
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
              SELECT 1 FROM ${checkAccounts} AS a WHERE a.workspace_id = d.workspace_id AND a.paused
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
  };
}
