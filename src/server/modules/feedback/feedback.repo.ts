import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackState } from '../../../shared/feedback';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';

export type FeedbackRow = typeof feedback.$inferSelect;

export interface NewFeedback {
  userId: string;
  category: FeedbackCategory;
  message: string;
  rating: number | null;
  page: string | null;
}

export interface FeedbackFilter {
  category?: FeedbackCategory | undefined;
  state?: FeedbackState | undefined;
  /** The id of the last row of the previous page (keyset paging on created_at, id). */
  before?: string | undefined;
}

export function createFeedbackRepo(db: Db) {
  return {
    async insert(row: NewFeedback): Promise<FeedbackRow> {
      const [created] = await db.insert(feedback).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
      return row ?? null;
    },

    /** Newest first. An unknown `before` matches nothing (its row went: there is no page after it). */
    async list(filter: FeedbackFilter, limit: number): Promise<FeedbackRow[]> {
      const conditions: SQL[] = [];
      if (filter.category) conditions.push(eq(feedback.category, filter.category));
      if (filter.state) conditions.push(eq(feedback.state, filter.state));
      if (filter.before) {
        conditions.push(
          sql`(${feedback.createdAt}, ${feedback.id}) < (
            SELECT created_at, id FROM feedback WHERE id = ${filter.before})`,
        );
      }
      return db
        .select()
        .from(feedback)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /**
     * Handled (stamped `at`, unless it already was: the first handling keeps its time) or open
     * again (the stamp cleared); null when there is no such row.
     */
    async setState(id: string, state: FeedbackState, at: Date): Promise<FeedbackRow | null> {
      const [row] = await db
        .update(feedback)
        .set({
          state,
          handledAt:
            state === 'handled'
              ? sql`coalesce(${feedback.handledAt}, ${at.toISOString()}::timestamptz)`
              : null,
        })
        .where(eq(feedback.id, id))
        .returning();
      return row ?? null;
    },

    /** The admin's latest reply (a later one replaces it); null when there is no such row. */
    async setReply(id: string, reply: string, at: Date): Promise<FeedbackRow | null> {
      const [row] = await db
        .update(feedback)
        .set({ reply, repliedAt: at })
        .where(eq(feedback.id, id))
        .returning();
      return row ?? null;
    },

    /** Feedback not handled yet (the Admin Panel). */
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(eq(feedback.state, 'open'));
      return row?.n ?? 0;
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
