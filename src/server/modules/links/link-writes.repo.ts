import { eq, and, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { shortlinks, shortlinkTags } from '../../db/schema/links';
import type { Targeting } from '../../../shared/targeting';
import {
  LinkCodeTakenError,
  LinkLimitReachedError,
  TagOrFolderGoneError,
  type LinkRow,
  type NewLinkRow,
} from './link-row';
import { keptLinkCount } from './link-counts.repo';

/** Replaces a link's tags in its own write's transaction. */
async function setTags(tx: Tx, linkId: string, tagIds: string[]): Promise<void> {
  await tx.delete(shortlinkTags).where(eq(shortlinkTags.linkId, linkId));
  if (tagIds.length > 0) await tx.insert(shortlinkTags).values(tagIds.map((tagId) => ({ linkId, tagId })));
}

/** A write's refusals as the repo's own errors: a code taken, a tag or folder deleted meanwhile. */
function refusal(error: unknown): unknown {
  if (isUniqueViolation(error)) return new LinkCodeTakenError();
  if (isForeignKeyViolation(error)) return new TagOrFolderGoneError();
  return error;
}

// The links repo's writes: inserting within the plan's limit, editing, moving a domain's links,
// deleting (with what other modules keep), and a link's targeting changed under a row lock.

export function linkWrites(db: Db) {
  return {
    /**
     * Inserts a link unless the owner already has `limit` links. A lock per owner is held for the
     * count and the insert, so concurrent creates cannot pass the limit together. `filledLimit`:
     * this link was the last the limit allows. The tags are written with the link.
     */
    async insertWithinLimit(
      row: NewLinkRow,
      limit: number | null,
      tagIds: string[] = [],
    ): Promise<{ row: LinkRow; filledLimit: boolean }> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtextextended(${`links:${row.workspaceId}`}, 0))`,
          );
          let owned = 0;
          if (limit !== null) {
            owned = await keptLinkCount(tx, row.workspaceId);
            if (owned >= limit) throw new LinkLimitReachedError(limit);
          }
          const [inserted] = await tx.insert(shortlinks).values(row).returning();
          if (!inserted) throw new Error('insert returned nothing');
          await setTags(tx, inserted.id, tagIds);
          return { row: inserted, filledLimit: limit !== null && owned + 1 === limit };
        });
      } catch (error) {
        throw refusal(error);
      }
    },

    /** Changes the fields given, and replaces the tags when given, together. */
    async update(id: string, patch: Partial<NewLinkRow>, tagIds?: string[]): Promise<LinkRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(shortlinks)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(shortlinks.id, id))
            .returning();
          if (row && tagIds !== undefined) await setTags(tx, id, tagIds);
          return row ?? null;
        });
      } catch (error) {
        throw refusal(error);
      }
    },

    /**
     * Moves every link of an account from one domain to another, all or none: answers the codes
     * moved, or throws LinkCodeTakenError naming how many codes the other domain already has.
     */
    async moveDomain(userId: string, from: string, to: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const taken = await tx.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM shortlinks a
          JOIN shortlinks b ON b.domain = ${to} AND b.short_url = a.short_url
          WHERE a.workspace_id = ${userId} AND a.domain = ${from}`);
        const clashes = Number(taken.rows[0]?.n ?? 0);
        if (clashes > 0) throw new LinkCodeTakenError(String(clashes));
        const moved = await tx
          .update(shortlinks)
          .set({ domain: to, updatedAt: new Date() })
          .where(and(eq(shortlinks.workspaceId, userId), eq(shortlinks.domain, from)))
          .returning({ code: shortlinks.shortUrl });
        return moved.map((row) => row.code);
      });
    },

    /**
     * Deletes the link; `cascade` runs first in the same transaction, so what other modules keep
     * about the link (its clicks, which carry no foreign key) goes with it or not at all.
     */
    /** In the caller's transaction, where what goes with the link goes too. */
    async deleteIn(tx: Tx, id: string): Promise<void> {
      await tx.delete(shortlinks).where(eq(shortlinks.id, id));
    },

    /** Every link of an owner, in the caller's transaction (an account's deletion). */
    async idsOfOwner(tx: Tx, userId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: shortlinks.id })
        .from(shortlinks)
        .where(eq(shortlinks.workspaceId, userId));
      return rows.map((row) => row.id);
    },

    async deleteOfOwner(tx: Tx, userId: string): Promise<number> {
      const deleted = await tx
        .delete(shortlinks)
        .where(eq(shortlinks.workspaceId, userId))
        .returning({ id: shortlinks.id });
      return deleted.length;
    },

    /**
     * Replaces a link's targeting with what `change` makes of the stored one, the row locked
     * meanwhile: a save and a domain check's pause, each keeping the other's part, cannot undo
     * each other. No write when `change` answers the same value. The row after, or null when the
     * link is gone.
     */
    async changeTargeting(
      id: string,
      change: (current: Targeting | null) => Targeting | null,
    ): Promise<LinkRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(shortlinks).where(eq(shortlinks.id, id)).for('update');
        if (!row) return null;
        const targeting = change(row.targeting);
        if (targeting === row.targeting) return row;
        const [updated] = await tx
          .update(shortlinks)
          .set({ targeting, updatedAt: new Date() })
          .where(eq(shortlinks.id, id))
          .returning();
        return updated ?? null;
      });
    },
  };
}
