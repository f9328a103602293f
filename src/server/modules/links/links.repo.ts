import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { shortlinks } from '../../db/schema/links';
import type { Targeting } from '../../../shared/targeting';

export type LinkRow = typeof shortlinks.$inferSelect;
export type NewLinkRow = typeof shortlinks.$inferInsert;

export class LinkCodeTakenError extends Error {}

export class LinkLimitReachedError extends Error {
  constructor(readonly limit: number) {
    super(`link limit ${limit} reached`);
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createLinksRepo(db: Db) {
  /** One page of links, newest first, and how many match in all. */
  async function page(where: SQL | undefined, options: { limit: number; offset: number }) {
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(shortlinks)
        .where(where)
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(shortlinks).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  function searchCondition(query: string): SQL | undefined {
    const pattern = `%${escapeLike(query)}%`;
    return or(
      ilike(shortlinks.shortUrl, pattern),
      ilike(shortlinks.destinationUrl, pattern),
      ilike(shortlinks.customAlias, pattern),
      ilike(shortlinks.domain, pattern),
      ilike(shortlinks.title, pattern),
    );
  }

  return {
    /**
     * Inserts a link unless the owner already has `limit` links. A lock per owner is held for the
     * count and the insert, so concurrent creates cannot pass the limit together. `filledLimit`:
     * this link was the last the limit allows.
     */
    async insertWithinLimit(
      row: NewLinkRow,
      limit: number | null,
    ): Promise<{ row: LinkRow; filledLimit: boolean }> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`links:${row.userId}`}, 0))`);
          let owned = 0;
          if (limit !== null) {
            const [counted] = await tx
              .select({ n: count() })
              .from(shortlinks)
              .where(eq(shortlinks.userId, row.userId));
            owned = counted?.n ?? 0;
            if (owned >= limit) throw new LinkLimitReachedError(limit);
          }
          const [inserted] = await tx.insert(shortlinks).values(row).returning();
          if (!inserted) throw new Error('insert returned nothing');
          return { row: inserted, filledLimit: limit !== null && owned + 1 === limit };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new LinkCodeTakenError();
        throw error;
      }
    },

    async findById(id: string): Promise<LinkRow | null> {
      const [row] = await db.select().from(shortlinks).where(eq(shortlinks.id, id)).limit(1);
      return row ?? null;
    },

    async findByCode(domain: string, code: string): Promise<LinkRow | null> {
      const [row] = await db
        .select()
        .from(shortlinks)
        .where(and(eq(shortlinks.domain, domain), eq(shortlinks.shortUrl, code)))
        .limit(1);
      return row ?? null;
    },

    async list(options: { userId: string | null; query?: string; limit: number; offset: number }) {
      const conditions = [
        options.userId ? eq(shortlinks.userId, options.userId) : undefined,
        options.query ? searchCondition(options.query) : undefined,
      ].filter(Boolean) as SQL[];
      return page(conditions.length > 0 ? and(...conditions) : undefined, options);
    },

    async update(id: string, patch: Partial<NewLinkRow>): Promise<LinkRow | null> {
      try {
        const [row] = await db
          .update(shortlinks)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(shortlinks.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) throw new LinkCodeTakenError();
        throw error;
      }
    },

    async countOnDomain(userId: string, domain: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shortlinks)
        .where(and(eq(shortlinks.userId, userId), eq(shortlinks.domain, domain)));
      return row?.n ?? 0;
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
          WHERE a.user_id = ${userId} AND a.domain = ${from}`);
        const clashes = Number(taken.rows[0]?.n ?? 0);
        if (clashes > 0) throw new LinkCodeTakenError(String(clashes));
        const moved = await tx
          .update(shortlinks)
          .set({ domain: to, updatedAt: new Date() })
          .where(and(eq(shortlinks.userId, userId), eq(shortlinks.domain, from)))
          .returning({ code: shortlinks.shortUrl });
        return moved.map((row) => row.code);
      });
    },

    /**
     * Deletes the link; `cascade` runs first in the same transaction, so what other modules keep
     * about the link (its clicks, which carry no foreign key) goes with it or not at all.
     */
    async delete(id: string, cascade: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await cascade(tx);
        await tx.delete(shortlinks).where(eq(shortlinks.id, id));
      });
    },

    /** Every link of an owner, in the caller's transaction (an account's deletion). */
    async idsOfOwner(tx: Tx, userId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: shortlinks.id })
        .from(shortlinks)
        .where(eq(shortlinks.userId, userId));
      return rows.map((row) => row.id);
    },

    async deleteOfOwner(tx: Tx, userId: string): Promise<number> {
      const deleted = await tx
        .delete(shortlinks)
        .where(eq(shortlinks.userId, userId))
        .returning({ id: shortlinks.id });
      return deleted.length;
    },

    /** The most recently created active links, to fill the redirect cache at start. */
    async recentActive(limit: number): Promise<LinkRow[]> {
      return db
        .select()
        .from(shortlinks)
        .where(eq(shortlinks.isActive, true))
        .orderBy(desc(shortlinks.createdAt))
        .limit(limit);
    },

    async findByIds(ids: string[]): Promise<LinkRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(shortlinks).where(inArray(shortlinks.id, ids));
    },

    async recentByUser(userId: string, limit: number): Promise<LinkRow[]> {
      return db
        .select()
        .from(shortlinks)
        .where(eq(shortlinks.userId, userId))
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(limit);
    },

    async totalsByUser(userId: string): Promise<{ links: number; clicks: number }> {
      const [row] = await db
        .select({
          links: sql<number>`count(*)::int`,
          clicks: sql<number>`coalesce(sum(${shortlinks.clickCount}), 0)::bigint::float8`,
        })
        .from(shortlinks)
        .where(eq(shortlinks.userId, userId));
      return row ?? { links: 0, clicks: 0 };
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

    /** An owner's links that have targeting, newest first (/cloaking's list). */
    async listTargeted(options: { userId: string; limit: number; offset: number }) {
      return page(and(eq(shortlinks.userId, options.userId), isNotNull(shortlinks.targeting)), options);
    },

    /** Every link of an owner that has targeting (the domain checks pause rotator entries). */
    async targetedByUser(userId: string): Promise<LinkRow[]> {
      return db
        .select()
        .from(shortlinks)
        .where(and(eq(shortlinks.userId, userId), isNotNull(shortlinks.targeting)));
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shortlinks)
        .where(eq(shortlinks.userId, userId));
      return row?.n ?? 0;
    },

    /** Links in all, every owner's (the Admin Panel). */
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shortlinks);
      return row?.n ?? 0;
    },
  };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
