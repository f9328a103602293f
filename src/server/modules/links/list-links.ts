import type { Link, LinkList, ListLinksQuery } from '../../../shared/links';
import { linksPageSize } from '../../../shared/links';
import type { Actor } from '../../platform/http/principal';
import { toLinks, type LinksServiceDeps } from './link-parts';

// GET /api/links - the actor's links (an admin's with all: everyone's) that the filter selects,
// newest first, a page at a time; GET /api/search/links - the palette's search over the actor's
// own links.

export async function listLinks(
  deps: LinksServiceDeps,
  actor: Actor,
  query: ListLinksQuery,
): Promise<LinkList> {
  const everyone = actor.isAdmin && query.all === true;
  const { page, all: _all, ...filter } = query;
  const { items, total } = await deps.links.list({
    userId: everyone ? null : actor.workspaceId,
    filter,
    now: deps.now(),
    limit: linksPageSize,
    offset: (page - 1) * linksPageSize,
  });
  return { items: await toLinks(deps, items), total, page, page_size: linksPageSize };
}

export async function searchLinks(
  deps: LinksServiceDeps,
  actor: Actor,
  query: string,
  limit: number,
): Promise<Link[]> {
  return toLinks(deps, await deps.links.search(actor.workspaceId, query, limit));
}
