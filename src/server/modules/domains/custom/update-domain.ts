import type { CustomDomain, UpdateCustomDomain } from '../../../../shared/domains';
import { notFound, validationFailed } from '../../../platform/http/app-error';
import { owned, toDomain, type CustomDomainsDeps } from './custom-domain-parts';

// PATCH /api/domains/:id - its root, not-found and expired URLs, never one that leads back here.

export async function updateDomain(
  deps: CustomDomainsDeps,
  userId: string,
  id: string,
  patch: UpdateCustomDomain,
): Promise<CustomDomain> {
  const row = await owned(deps, userId, id);
  // This domain, the site's own names and every verified custom domain (whose own root or
  // not-found URL may lead back here).
  const loops = new Set([...(await deps.ownHosts()), ...deps.hosts.hostnames(), row.hostname]);
  const fields: Record<string, string> = {};
  for (const [key, url] of [
    ['root_url', patch.root_url],
    ['not_found_url', patch.not_found_url],
    ['expired_url', patch.expired_url],
  ] as const) {
    if (url && loops.has(new URL(url).hostname.toLowerCase()))
      fields[key] = 'This URL leads back to this site: visitors would go round in a loop.';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const change = {
    ...(patch.root_url !== undefined ? { rootUrl: patch.root_url } : {}),
    ...(patch.not_found_url !== undefined ? { notFoundUrl: patch.not_found_url } : {}),
    ...(patch.expired_url !== undefined ? { expiredUrl: patch.expired_url } : {}),
  };
  // Nothing to change: an UPDATE with no columns is not SQL.
  if (Object.keys(change).length === 0) return toDomain(deps, row);
  const updated = await deps.repo.update(userId, id, change);
  if (!updated) throw notFound('Domain');
  if (updated.status === 'verified') await deps.changed();
  return toDomain(deps, updated);
}
