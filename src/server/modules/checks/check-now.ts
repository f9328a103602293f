import type { WatchedDomainDetail } from '../../../shared/checks';
import { conflict, rateLimited } from '../../platform/http/app-error';
import { checkLeased } from './check-leased';
import { leaseMs, owned, type ChecksServiceDeps } from './check-parts';
import { getWatched } from './list-watched';

// POST /api/checks/:id/run - "Check now": rate limited per account; refused while a check of the
// domain runs (on any process: the lease).

export async function checkNow(
  deps: ChecksServiceDeps,
  userId: string,
  id: string,
): Promise<WatchedDomainDetail> {
  await owned(deps, userId, id);
  const verdict = await deps.checkNowLimit.hit(userId);
  if (!verdict.allowed) {
    throw rateLimited(
      `You can check ${deps.checkNowLimit.rule.max} times a minute. Try again in ${verdict.retryAfterSeconds} s.`,
    );
  }
  const leased = await deps.repo.lease(userId, id, deps.now(), leaseMs);
  if (!leased) throw conflict('A check of this domain is running. Its result shows here when it ends.');
  await checkLeased(deps, leased);
  return getWatched(deps, userId, id);
}
