import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortlinks } from '../../db/schema/links';
import { keptLinkCount } from './link-counts.repo';
import {
  searchCondition,
  selectionCondition,
  selectionKind,
  taggedCount,
  type LinkSelection,
} from './link-filter';
import type { LinkRow } from './link-row';

// The links repo's reads: one link, a page of links (searched), the newest ones, targeted ones.

export function linkReads(db: Db) {
  /** How many links match, counted over the links themselves. */
  async function countRows(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(shortlinks).where(where);
    return row?.n ?? 0;
  }

  /**
   * How many links a filter selects, read from the smallest thing that knows: the kept count for
   * a whole workspace, the tags' index for tags alone (a count over 100,000 links took most of
   * a list's time on PGlite: bench/results.md), else the links.
   */
  async function countMatching(workspaceId: string | null, filter: LinkSelection, now: Date) {
    if (workspaceId !== null) {
      const kind = selectionKind(filter);
      if (kind === 'everything') return keptLinkCount(db, workspaceId);
      if (kind === 'tags') {
        const { rows } = await db.execute<{ n: number }>(
          taggedCount(workspaceId, filter.tags!, filter.tag_mode ?? 'any'),
        );
        return rows[0]?.n ?? 0;
      }
    }
    return countRows(selectionCondition(workspaceId, filter, now));
  }

  /** One page of links, newest first, and how many match in all. */
  async function page(
    where: SQL | undefined,
    options: { limit: number; offset: number },
    total: () => Promise<number>,
  ) {
    const [items, n] = await Promise.all([
      db
        .select()
        .from(shortlinks)
        .where(where)
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(options.limit)
        .offset(options.offset),
      total(),
    ]);
    return { items, total: n };
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

    /** The workspace's links with this code on these domains (one probe of the code's index each). */
    async withCode(workspaceId: string, code: string, domains: string[]): Promise<LinkRow[]> {
      if (domains.length === 0) return [];
      return db
        .select()
        .from(shortlinks)
        .where(
          and(
            inArray(shortlinks.domain, domains),
            eq(shortlinks.shortUrl, code),
            eq(shortlinks.workspaceId, workspaceId),
          ),
        )
        .orderBy(shortlinks.domain);
    },

    /** A page of the links a filter selects in a workspace (null: every workspace). */
    async list(options: {
      userId: string | null;
      filter: LinkSelection;
      now: Date;
      limit: number;
      offset: number;
    }) {
      const { userId, filter, now } = options;
      return page(selectionCondition(userId, filter, now), options, () => countMatching(userId, filter, now));
    },

    /** The ids of every link of a workspace that a filter selects (analytics over a selection). */
    async idsMatching(workspaceId: string, filter: LinkSelection, now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: shortlinks.id })
        .from(shortlinks)
        .where(selectionCondition(workspaceId, filter, now));
      return rows.map((row) => row.id);
    },

    /** The palette's search: the newest of a workspace's links whose text holds the query. */
    async search(workspaceId: string, query: string, limit: number): Promise<LinkRow[]> {
      return db
        .select()
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, workspaceId), searchCondition(query)))
        .orderBy(desc(shortlinks.createdAt), desc(shortlinks.id))
        .limit(limit);
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
      const where = and(eq(shortlinks.workspaceId, options.userId), isNotNull(shortlinks.targeting));
      return page(where, options, () => countRows(where));
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
