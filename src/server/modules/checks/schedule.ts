import type { UpdateSchedule, WatchedDomain } from '../../../shared/checks';
import { AppError, notFound, validationFailed } from '../../platform/http/app-error';
import { owned, view, type ChecksServiceDeps } from './check-parts';

// PATCH /api/checks/:id - a domain's schedule (automatic on or off, the interval) within the plan;
// and every schedule of an account fitted to its plan when the plan changes.

export async function updateSchedule(
  deps: ChecksServiceDeps,
  userId: string,
  id: string,
  update: UpdateSchedule,
): Promise<WatchedDomain> {
  const { repo } = deps;
  const { domain } = await owned(deps, userId, id);
  const limits = await deps.limitsOf(userId);
  const auto = update.auto ?? domain.auto;
  const intervalMinutes = update.interval_minutes ?? domain.intervalMinutes;
  if (intervalMinutes < limits.minCronJobMinutes) {
    throw validationFailed({
      interval_minutes: `The shortest interval on your plan is ${limits.minCronJobMinutes} minutes.`,
    });
  }
  if (auto && limits.maxAutoCheckDomains === 0) {
    throw new AppError(403, 'limit_reached', 'Your plan has no automatic checks.', {
      auto: 'Your plan has no automatic checks.',
    });
  }
  // Turned on, or a new interval: the first automatic check is one interval from now.
  const nextRunAt = !auto
    ? null
    : domain.auto && intervalMinutes === domain.intervalMinutes
      ? domain.nextRunAt
      : new Date(deps.now().getTime() + intervalMinutes * 60_000);
  const row = await repo.setSchedule(
    userId,
    id,
    { auto, intervalMinutes, nextRunAt },
    limits.maxAutoCheckDomains,
  );
  if (row === 'over') {
    throw new AppError(
      403,
      'limit_reached',
      `Your plan checks at most ${limits.maxAutoCheckDomains} domains automatically.`,
      { auto: `At most ${limits.maxAutoCheckDomains} automatic domains.` },
    );
  }
  if (!row) throw notFound('Watched domain');
  const [account, custom] = await Promise.all([repo.account(userId), deps.customDomainsOf(userId)]);
  return view(row, null, account.paused, new Set(custom));
}

/** Fits an account's schedules to its (new) plan; the owner is told on the page until they dismiss it. */
export async function clampToPlan(deps: ChecksServiceDeps, userId: string): Promise<void> {
  const limits = await deps.limitsOf(userId);
  await deps.repo.clamp(userId, limits.minCronJobMinutes, limits.maxAutoCheckDomains, ({ raised, stopped }) =>
    [
      'Your plan changed.',
      raised === 1
        ? `1 schedule now runs every ${limits.minCronJobMinutes} minutes, your plan's shortest interval.`
        : raised > 1
          ? `${raised} schedules now run every ${limits.minCronJobMinutes} minutes, your plan's shortest interval.`
          : '',
      stopped === 0
        ? ''
        : limits.maxAutoCheckDomains === 0
          ? stopped === 1
            ? 'Automatic checks were turned off for 1 domain: your plan has none.'
            : `Automatic checks were turned off for ${stopped} domains: your plan has none.`
          : stopped === 1
            ? `Automatic checks were turned off for 1 domain beyond your plan's ${limits.maxAutoCheckDomains}.`
            : `Automatic checks were turned off for ${stopped} domains beyond your plan's ${limits.maxAutoCheckDomains}.`,
    ]
      .filter(Boolean)
      .join(' '),
  );
}
