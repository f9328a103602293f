import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortlinks } from '../../db/schema/links';
import type { LinkRow } from './link-row';

// The links repo's reads: one link, a page of links (searched), the newest ones, targeted ones.

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function linkReads(db: Db) {
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
        options.userId ? eq(shortlinks.workspaceId, options.userId) : undefined,
        options.query ? searchCondition(options.query) : undefined,
      ].filter(Boolean) as SQL[];
      return page(conditions.length > 0 ? and(...conditions) : undefined, options);
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
        .where(eq(shortlinks.workspaceId, userId))
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(limit);
    },

    /** An owner's links that have targeting, newest first (/cloaking's list). */
    async listTargeted(options: { userId: string; limit: number; offset: number }) {
      return page(and(eq(shortlinks.workspaceId, options.userId), isNotNull(shortlinks.targeting)), options);
    },

    /** Every link of an owner that has targeting (the domain checks pause rotator entries). */
    async targetedByUser(userId: string): Promise<LinkRow[]> {
      return db
        .select()
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, userId), isNotNull(shortlinks.targeting)));
    },
  };
}
