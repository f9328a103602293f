import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clickRollupsDaily, clickRollupsHourly, clicks, shortlinks, users } from '../../db/schema';

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

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createLinksRepo(db: Db) {
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
     * Inserts a link unless the owner already has `limit` links. The owner's profile row is locked
     * for the count and the insert, so concurrent creates cannot pass the limit together.
     */
    async insertWithinLimit(row: NewLinkRow, limit: number | null): Promise<LinkRow> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
          if (limit !== null) {
            const [owned] = await tx
              .select({ n: count() })
              .from(shortlinks)
              .where(eq(shortlinks.userId, row.userId));
            if ((owned?.n ?? 0) >= limit) throw new LinkLimitReachedError(limit);
          }
          const [inserted] = await tx.insert(shortlinks).values(row).returning();
          if (!inserted) throw new Error('insert returned nothing');
          return inserted;
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
      const where = conditions.length > 0 ? and(...conditions) : undefined;
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

    /** Deletes the link and its clicks together (clicks carry no foreign key to cascade). */
    async delete(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(clicks).where(eq(clicks.linkId, id));
        // The link's own rollups go with it; the owner's totals keep its past clicks.
        await tx.delete(clickRollupsHourly).where(eq(clickRollupsHourly.scope, id));
        await tx.delete(clickRollupsDaily).where(eq(clickRollupsDaily.scope, id));
        await tx.delete(shortlinks).where(eq(shortlinks.id, id));
      });
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

    async countByUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shortlinks)
        .where(eq(shortlinks.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
