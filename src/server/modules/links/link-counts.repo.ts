import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { shortlinks, workspaceLinkCounts } from '../../db/schema/links';

// The links repo's counts: an owner's links (on a domain, and their clicks), every owner's.

/**
 * How many links a workspace has, as migration 0027's triggers keep it (read on `db` or in a
 * transaction): one row instead of every link counted. A workspace that never had a link has no
 * row.
 */
export async function keptLinkCount(db: Db | Tx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: workspaceLinkCounts.links })
    .from(workspaceLinkCounts)
    .where(eq(workspaceLinkCounts.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export function linkCounts(db: Db) {
  return {
    async countOnDomain(userId: string, domain: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, userId), eq(shortlinks.domain, domain)));
      return row?.n ?? 0;
    },

    async totalsByUser(userId: string): Promise<{ links: number; clicks: number }> {
      const [row] = await db
        .select({
          links: sql<number>`count(*)::int`,
          clicks: sql<number>`coalesce(sum(${shortlinks.clickCount}), 0)::bigint::float8`,
        })
        .from(shortlinks)
        .where(eq(shortlinks.workspaceId, userId));
      return row ?? { links: 0, clicks: 0 };
    },

    countByUser: (userId: string): Promise<number> => keptLinkCount(db, userId),

    /** Links in all, every owner's (the Admin Panel). */
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shortlinks);
      return row?.n ?? 0;
    },
  };
}
