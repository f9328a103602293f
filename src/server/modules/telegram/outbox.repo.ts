import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { telegramOutbox } from '../../db/schema/telegram';

export type OutboxRow = typeof telegramOutbox.$inferSelect;
export type NewOutboxRow = typeof telegramOutbox.$inferInsert;

export function createOutboxRepo(db: Db) {
  return {
    /** Queued in the caller's transaction (the notification's). */
    async insert(tx: Tx, rows: NewOutboxRow[]): Promise<void> {
      if (rows.length > 0) await tx.insert(telegramOutbox).values(rows).onConflictDoNothing();
    },

    /** Queued on its own (a workspace group's message, which no notification carries). */
    async add(row: NewOutboxRow): Promise<void> {
      await db.insert(telegramOutbox).values(row);
    },

    /**
     * Takes up to `limit` messages that are due, or whose sender's lease ran out (its process
     * ended mid-send), for this process until `leaseUntil`. SKIP LOCKED: two processes never take
     * the same row.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const result = await db.execute<{ id: string }>(sql`
        UPDATE telegram_outbox SET state = 'sending', lease_until = ${leaseUntil}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM telegram_outbox
          WHERE (state = 'pending' AND next_attempt_at <= ${now})
             OR (state = 'sending' AND lease_until < ${now})
          ORDER BY next_attempt_at, created_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = result.rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(telegramOutbox)
        .where(inArray(telegramOutbox.id, ids))
        .orderBy(asc(telegramOutbox.nextAttemptAt), asc(telegramOutbox.createdAt));
    },

    async finish(
      id: string,
      outcome: { state: 'sent' | 'failed' | 'dropped'; at: Date; error?: string | null },
    ): Promise<void> {
      await db
        .update(telegramOutbox)
        .set({
          state: outcome.state,
          sentAt: outcome.state === 'sent' ? outcome.at : null,
          lastError: outcome.error ?? null,
          leaseUntil: null,
        })
        .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.state, 'sending')));
    },

    /** Back to pending until `at`; a rate limit does not count as an attempt. */
    async retryAt(id: string, at: Date, error: string, countAttempt: boolean): Promise<void> {
      await db
        .update(telegramOutbox)
        .set({
          state: 'pending',
          nextAttemptAt: at,
          lastError: error,
          leaseUntil: null,
          attempts: countAttempt ? telegramOutbox.attempts : sql`${telegramOutbox.attempts} - 1`,
        })
        .where(and(eq(telegramOutbox.id, id), eq(telegramOutbox.state, 'sending')));
    },

    /** When the next pending message is due, if any. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${telegramOutbox.nextAttemptAt})` })
        .from(telegramOutbox)
        .where(eq(telegramOutbox.state, 'pending'));
      return row?.at ? new Date(row.at) : null;
    },

    /** An announcement's messages by state. */
    async countsFor(announcementIds: string[]): Promise<Map<string, Record<string, number>>> {
      const counts = new Map<string, Record<string, number>>();
      if (announcementIds.length === 0) return counts;
      const rows = await db
        .select({
          announcementId: telegramOutbox.announcementId,
          state: telegramOutbox.state,
          count: sql<number>`count(*)::int`,
        })
        .from(telegramOutbox)
        .where(inArray(telegramOutbox.announcementId, announcementIds))
        .groupBy(telegramOutbox.announcementId, telegramOutbox.state);
      for (const row of rows) {
        const entry = counts.get(row.announcementId!) ?? {};
        entry[row.state] = row.count;
        counts.set(row.announcementId!, entry);
      }
      return counts;
    },

    /** Every message (tests and the admin's view of failures). */
    async list(userId?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(telegramOutbox)
        .where(userId ? eq(telegramOutbox.userId, userId) : undefined)
        .orderBy(asc(telegramOutbox.createdAt));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
