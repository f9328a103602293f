import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { linkBulkActions, shortlinks, shortlinkTags, type BulkActionParams } from '../../../db/schema/links';
import type { BulkAction, BulkSkip } from '../../../../shared/link-bulk';
import { selectionCondition, type LinkSelection } from '../link-filter';

// Bulk actions' rows (the links named at confirmation, the progress and the report) and the links
// a selection names. The batch writes are in bulk-batch.ts.

export type BulkRow = typeof linkBulkActions.$inferSelect;

export function createBulkRepo(db: Db) {
  return {
    /** The ids of the workspace's links a filter selects, newest first, at most `limit`. */
    async idsSelected(
      workspaceId: string,
      filter: LinkSelection,
      now: Date,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .select({ id: shortlinks.id })
        .from(shortlinks)
        .where(selectionCondition(workspaceId, filter, now))
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Those of `ids` that are the workspace's links, in the order given. */
    async idsOwned(workspaceId: string, ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: shortlinks.id })
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, workspaceId), inArray(shortlinks.id, ids)));
      const owned = new Set(rows.map((row) => row.id));
      return ids.filter((id) => owned.has(id.toLowerCase())).map((id) => id.toLowerCase());
    },

    async insert(row: {
      workspaceId: string;
      actorId: string;
      action: BulkAction;
      params: BulkActionParams;
      linkIds: string[];
    }): Promise<BulkRow> {
      const [inserted] = await db
        .insert(linkBulkActions)
        .values({ ...row, total: row.linkIds.length })
        .returning();
      return inserted!;
    },

    async find(workspaceId: string, id: string): Promise<BulkRow | null> {
      const [row] = await db
        .select()
        .from(linkBulkActions)
        .where(and(eq(linkBulkActions.workspaceId, workspaceId), eq(linkBulkActions.id, id)));
      return row ?? null;
    },

    /** Marks it running and answers it; null when it is finished (or gone). */
    async start(id: string): Promise<BulkRow | null> {
      const [row] = await db
        .update(linkBulkActions)
        .set({ state: 'running' })
        .where(and(eq(linkBulkActions.id, id), inArray(linkBulkActions.state, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },

    /**
     * Where the action stands, its row locked for the batch's transaction: a second runner of the
     * same action waits here, then sees the batch done. Null once it is finished.
     */
    async progressLockedIn(tx: Tx, id: string): Promise<{ processed: number; total: number } | null> {
      const [row] = await tx
        .select({ processed: linkBulkActions.processed, total: linkBulkActions.total })
        .from(linkBulkActions)
        .where(and(eq(linkBulkActions.id, id), eq(linkBulkActions.state, 'running')))
        .for('update');
      return row ?? null;
    },

    /** A batch's progress, in the batch's transaction. */
    async progressIn(tx: Tx, id: string, settled: number, done: number, skipped: BulkSkip[]): Promise<void> {
      await tx
        .update(linkBulkActions)
        .set({
          processed: sql`${linkBulkActions.processed} + ${settled}`,
          done: sql`${linkBulkActions.done} + ${done}`,
          skipped: sql`${linkBulkActions.skipped} || ${JSON.stringify(skipped)}::jsonb`,
        })
        .where(eq(linkBulkActions.id, id));
    },

    /** Ends it; null when another runner already has. */
    async finishIn(tx: Tx, id: string, now: Date, error: string | null = null): Promise<BulkRow | null> {
      const [row] = await tx
        .update(linkBulkActions)
        .set({ state: error ? 'failed' : 'done', error, finishedAt: now })
        .where(and(eq(linkBulkActions.id, id), inArray(linkBulkActions.state, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },

    async requeue(id: string): Promise<void> {
      await db.update(linkBulkActions).set({ state: 'queued' }).where(eq(linkBulkActions.id, id));
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type BulkRepo = ReturnType<typeof createBulkRepo>;

/** The batch's links as they are now (a link deleted meanwhile is missing). */
export async function batchLinks(tx: Tx, workspaceId: string, ids: string[]) {
  return tx
    .select({ id: shortlinks.id, domain: shortlinks.domain, code: shortlinks.shortUrl })
    .from(shortlinks)
    .where(and(eq(shortlinks.workspaceId, workspaceId), inArray(shortlinks.id, ids)))
    .for('update');
}

/** How many tags each link carries, and which of `tagIds`. */
export async function tagsCarried(tx: Tx, linkIds: string[], tagIds: string[]) {
  const rows = await tx
    .select({ linkId: shortlinkTags.linkId, tagId: shortlinkTags.tagId })
    .from(shortlinkTags)
    .where(inArray(shortlinkTags.linkId, linkIds));
  const count = new Map<string, number>();
  const has = new Set<string>();
  const wanted = new Set(tagIds);
  for (const row of rows) {
    count.set(row.linkId, (count.get(row.linkId) ?? 0) + 1);
    if (wanted.has(row.tagId)) has.add(`${row.linkId}/${row.tagId}`);
  }
  return { count, has };
}
