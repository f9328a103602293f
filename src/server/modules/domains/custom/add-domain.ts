import { randomBytes } from 'node:crypto';
import type { CustomDomain } from '../../../../shared/domains';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, conflict, validationFailed } from '../../../platform/http/app-error';
import { claimedReason, toDomain, type CustomDomainsDeps } from './custom-domain-parts';
import type { CustomDomainRow } from './custom-domains.repo';

// POST /api/domains - add one within the plan's limit: pending until its TXT record proves it.
// Never one of the site's own names, nor one another account has proven.

export async function addDomain(
  deps: CustomDomainsDeps,
  userId: string,
  hostname: string,
): Promise<CustomDomain> {
  if ((await deps.ownHosts()).includes(hostname))
    throw validationFailed({
      hostname: "This is one of this site's own domains: enter a domain of yours.",
    });
  if (await deps.repo.verifiedElsewhere(hostname, userId))
    throw conflict(claimedReason, { hostname: claimedReason });
  const limit = await deps.limitOf(userId);
  const now = deps.now();
  let row: CustomDomainRow | null;
  try {
    row = await deps.repo.insertWithin(
      { workspaceId: userId, hostname, token: randomBytes(16).toString('hex'), nextCheckAt: now },
      limit,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict('You have already added this domain.', {
      hostname: 'You have already added this domain.',
    });
  }
  if (!row) {
    throw new AppError(
      403,
      'limit_reached',
      limit === 0
        ? 'Your plan does not include custom domains. Upgrade your plan to add one.'
        : limit === 1
          ? 'Your plan allows 1 custom domain. Remove one or upgrade your plan.'
          : `Your plan allows ${limit} custom domains. Remove one or upgrade your plan.`,
    );
  }
  return toDomain(deps, row);
}
