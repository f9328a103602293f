import type { Tx } from '../../db/client';
import type { Principal } from '../../platform/principal';
import { cacheKey } from './link-cache';
import { owned, type LinkDeletedHook, type LinksServiceDeps } from './link-parts';

// DELETE /api/links/:id - a link and what other modules keep of it (the hooks: analytics' clicks),
// in one transaction; and an account's every link, in the account's deleting transaction.

export async function deleteLink(
  deps: LinksServiceDeps,
  hooks: LinkDeletedHook[],
  actor: Principal,
  id: string,
): Promise<void> {
  const row = await owned(deps, actor, id);
  await deps.links.delete(id, async (tx) => {
    for (const hook of hooks) await hook(id, tx);
  });
  await deps.cache.invalidate([cacheKey(row.domain, row.shortUrl)]);
}

/**
 * An account is being deleted: its links and what other modules keep of each (clicks), in the
 * account's transaction. The cache drops them once it commits (invalidateOwner).
 */
export async function deleteAllOf(
  deps: LinksServiceDeps,
  hooks: LinkDeletedHook[],
  tx: Tx,
  userId: string,
): Promise<number> {
  for (const id of await deps.links.idsOfOwner(tx, userId)) {
    for (const hook of hooks) await hook(id, tx);
  }
  return deps.links.deleteOfOwner(tx, userId);
}
