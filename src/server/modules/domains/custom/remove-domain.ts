import { conflict, validationFailed } from '../../../platform/http/app-error';
import { owned, type CustomDomainsDeps } from './custom-domain-parts';

// DELETE /api/domains/:id - refused while links use it; POST /api/domains/:id/move-links moves
// them first, to another of the account's domains.

export async function removeDomain(deps: CustomDomainsDeps, userId: string, id: string): Promise<void> {
  const row = await owned(deps, userId, id);
  const links = await deps.linksOn(userId, row.hostname);
  if (links > 0) {
    throw conflict(
      links === 1
        ? '1 link uses this domain. Move it to another domain first.'
        : `${links} links use this domain. Move them to another domain first.`,
      { links: String(links) },
    );
  }
  await deps.repo.remove(userId, id);
  if (row.status === 'verified') await deps.changed();
}

export async function moveDomainLinks(
  deps: CustomDomainsDeps,
  userId: string,
  id: string,
  toDomain: string,
): Promise<{ moved: number }> {
  const row = await owned(deps, userId, id);
  const allowed = (await deps.domainsOf(userId)).filter((domain) => domain !== row.hostname);
  if (!allowed.includes(toDomain))
    throw validationFailed({ to_domain: 'Choose one of your domains or a short domain of this site.' });
  return { moved: await deps.moveLinks(userId, row.hostname, toDomain) };
}
