import type { Actor } from '../../platform/http/principal';
import { cacheKey } from './link-cache';
import { owned, type LinksServiceDeps } from './link-parts';

// DELETE /api/links/:id - a link, announced as 'links.deleting' on its transaction, so that what
// other modules keep of it (analytics' clicks) goes with it, and as 'link.deleted' once it is gone.

export async function deleteLink(deps: LinksServiceDeps, actor: Actor, id: string): Promise<void> {
  const row = await owned(deps, actor, id);
  await deps.events.transaction(async (tx, emit) => {
    await emit('links.deleting', { linkIds: [id] });
    await deps.links.deleteIn(tx, id);
  });
  await deps.cache.invalidate([cacheKey(row.domain, row.shortUrl)]);
  await deps.events.emit('link.deleted', {
    workspaceId: row.workspaceId,
    link: {
      id: row.id,
      domain: row.domain,
      short_url: row.shortUrl,
      link: deps.domains.shortUrl(row.domain, row.shortUrl),
    },
  });
}
