import { and, eq, gt, gte, ilike, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { shortlinks } from '../../db/schema/links';
import type { LinkFilter } from '../../../shared/links';

// The one reading of a link filter (shared/links.ts linkFilterSchema) as SQL: the list, the CSV
// export, analytics and bulk actions all select through it, so each gives the same set.

/** The filter's fields, parsed (tag_mode defaulted). */
export type LinkSelection = Partial<Omit<LinkFilter, 'tag_mode'>> & { tag_mode?: 'any' | 'all' };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function searchCondition(query: string): SQL | undefined {
  const pattern = `%${escapeLike(query)}%`;
  return or(
    ilike(shortlinks.shortUrl, pattern),
    ilike(shortlinks.destinationUrl, pattern),
    ilike(shortlinks.customAlias, pattern),
    ilike(shortlinks.domain, pattern),
    ilike(shortlinks.title, pattern),
  );
}

/** The tag ids as an SQL list of uuids. */
function tagIdList(tagIds: string[]): SQL {
  return sql.join(
    tagIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** How many different tags the ids name (a uuid in either case is one tag). */
function distinctTags(tagIds: string[]): number {
  return new Set(tagIds.map((id) => id.toLowerCase())).size;
}

function tagCondition(tagIds: string[], mode: 'any' | 'all'): SQL {
  const ids = tagIdList(tagIds);
  if (mode === 'any' || tagIds.length === 1)
    return sql`${shortlinks.id} IN (SELECT link_id FROM shortlink_tags WHERE tag_id IN (${ids}))`;
  return sql`${shortlinks.id} IN (SELECT link_id FROM shortlink_tags WHERE tag_id IN (${ids})
    GROUP BY link_id HAVING count(*) = ${distinctTags(tagIds)})`;
}

/**
 * Expired (by its time or its click cap) wins over disabled: an expired link is "expired" whether
 * it is enabled or not.
 */
function stateCondition(state: 'active' | 'disabled' | 'expired', now: Date): SQL | undefined {
  const notExpired = and(
    or(isNull(shortlinks.expiresAt), gt(shortlinks.expiresAt, now)),
    or(isNull(shortlinks.maxClicks), lt(shortlinks.clickCount, shortlinks.maxClicks)),
  );
  if (state === 'expired')
    return or(lte(shortlinks.expiresAt, now), gte(shortlinks.clickCount, shortlinks.maxClicks));
  if (state === 'disabled') return and(not(shortlinks.isActive), notExpired);
  return and(eq(shortlinks.isActive, true), notExpired);
}

/**
 * What a filter asks of a workspace's links beyond the workspace, as the count sees it: nothing
 * (the count kept per workspace answers), tags alone (the tags' index answers), or more (the
 * links themselves are counted).
 */
export function selectionKind(filter: LinkSelection): 'everything' | 'tags' | 'more' {
  // Any other field given counts as more, a field added later included.
  const more = Object.entries(filter).some(
    ([field, value]) => field !== 'tags' && field !== 'tag_mode' && Boolean(value),
  );
  if (more) return 'more';
  return filter.tags && filter.tags.length > 0 ? 'tags' : 'everything';
}

/**
 * How many of a workspace's links carry the tags (any or all of them), from the tags' index
 * alone: a link carries only tags of its own workspace (every write checks), so the tags'
 * workspace is the links'. Another workspace's tag counts nothing.
 */
export function taggedCount(workspaceId: string, tagIds: string[], mode: 'any' | 'all'): SQL<number> {
  const tagged = sql`SELECT st.link_id FROM shortlink_tags st JOIN link_tags t ON t.id = st.tag_id
    WHERE t.workspace_id = ${workspaceId} AND st.tag_id IN (${tagIdList(tagIds)})`;
  const wanted = distinctTags(tagIds);
  if (wanted === 1) return sql<number>`SELECT count(*)::int AS n FROM (${tagged}) tagged`;
  if (mode === 'any') return sql<number>`SELECT count(DISTINCT link_id)::int AS n FROM (${tagged}) tagged`;
  return sql<number>`SELECT count(*)::int AS n FROM (${tagged} GROUP BY st.link_id HAVING count(*) = ${wanted}) tagged`;
}

/** The conditions a filter puts on one workspace's links (null: every workspace's, an admin's view). */
export function selectionCondition(
  workspaceId: string | null,
  filter: LinkSelection,
  now: Date,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    workspaceId !== null ? eq(shortlinks.workspaceId, workspaceId) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
    filter.tags && filter.tags.length > 0 ? tagCondition(filter.tags, filter.tag_mode ?? 'any') : undefined,
    filter.folder === 'none'
      ? isNull(shortlinks.folderId)
      : filter.folder
        ? eq(shortlinks.folderId, filter.folder)
        : undefined,
    filter.domain ? eq(shortlinks.domain, filter.domain) : undefined,
    filter.state ? stateCondition(filter.state, now) : undefined,
    filter.created_from ? gte(shortlinks.createdAt, new Date(filter.created_from)) : undefined,
    filter.created_to ? lt(shortlinks.createdAt, new Date(filter.created_to)) : undefined,
  ];
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}
