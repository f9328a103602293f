import type { Link, LinkList } from '../../../shared/links';
import { linksPageSize } from '../../../shared/links';
import type { Actor } from '../../platform/http/principal';
import { toLink, type LinksServiceDeps } from './link-parts';

// GET /api/links - the actor's links (an admin's with all: everyone's), newest first, a page at a
// time; GET /api/search/links - the palette's search over the actor's own links.

export async function listLinks(
  deps: LinksServiceDeps,
  actor: Actor,
  options: { page: number; q?: string | undefined; all?: boolean },
): Promise<LinkList> {
  const everyone = actor.isAdmin && options.all === true;
  const { items, total } = await deps.links.list({
    userId: everyone ? null : actor.workspaceId,
    ...(options.q ? { query: options.q } : {}),
    limit: linksPageSize,
    offset: (options.page - 1) * linksPageSize,
  });
  return {
    items: items.map((row) => toLink(deps, row)),
    total,
    page: options.page,
    page_size: linksPageSize,
  };
}

export async function searchLinks(
  deps: LinksServiceDeps,
  actor: Actor,
  query: string,
  limit: number,
): Promise<Link[]> {
  const { items } = await deps.links.list({ userId: actor.workspaceId, query, limit, offset: 0 });
  return items.map((row) => toLink(deps, row));
}
