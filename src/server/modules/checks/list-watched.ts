import type { CheckHistory, WatchedDomainDetail, WatchedDomainList } from '../../../shared/checks';
import type { WatchedHost } from '../../../shared/targeting';
import { heldState } from './announcement';
import { announcedOf, detail, owned, summary, view, type ChecksServiceDeps } from './check-parts';

// GET /api/checks - the watched domains, the plan's limits, the pause switch; GET /api/checks/:id
// and its history; and the watched hosts' held states, which the targeting editor reads.

export async function listWatched(deps: ChecksServiceDeps, userId: string): Promise<WatchedDomainList> {
  const { repo } = deps;
  const [rows, { limits, counts }, account, custom] = await Promise.all([
    repo.list(userId),
    limitsAndCounts(deps, userId),
    repo.account(userId),
    deps.customDomainsOf(userId),
  ]);
  const customSet = new Set(custom);
  return {
    domains: rows.map(({ domain, last }) => view(domain, last, account.paused, customSet)),
    limits: {
      max_check_domains: limits.maxCheckDomains,
      max_auto_check_domains: limits.maxAutoCheckDomains,
      min_interval_minutes: limits.minCronJobMinutes,
    },
    used: counts.used,
    auto_used: counts.auto,
    paused: account.paused,
    notice: account.notice,
  };
}

async function limitsAndCounts(deps: ChecksServiceDeps, userId: string) {
  const [limits, counts] = await Promise.all([deps.limitsOf(userId), deps.repo.counts(userId)]);
  return { limits, counts };
}

export async function getWatched(
  deps: ChecksServiceDeps,
  userId: string,
  id: string,
): Promise<WatchedDomainDetail> {
  const { domain, last } = await owned(deps, userId, id);
  const [account, custom] = await Promise.all([deps.repo.account(userId), deps.customDomainsOf(userId)]);
  return {
    ...view(domain, last, account.paused, new Set(custom)),
    last_check_detail: last ? detail(last) : null,
  };
}

export async function checkHistory(
  deps: ChecksServiceDeps,
  userId: string,
  id: string,
): Promise<CheckHistory> {
  await owned(deps, userId, id);
  const { checks, days } = await deps.repo.history(id);
  return {
    checks: checks.map(summary),
    daily: days.map((day) => ({
      day: day.day,
      checks: day.checks,
      up: day.up,
      down: day.down,
      blocked: day.blocked,
      expiring: day.expiring,
      unknown: day.unknown,
      avg_latency_ms: day.latencyCount > 0 ? Math.round(day.latencySum / day.latencyCount) : null,
    })),
  };
}

/** The account's watched domains in the state rotator destinations follow (the targeting editor's). */
export async function watchedHosts(deps: ChecksServiceDeps, userId: string): Promise<WatchedHost[]> {
  return (await deps.repo.list(userId)).map(({ domain, last }) => ({
    hostname: domain.hostname,
    state: heldState(announcedOf(domain)),
    checked_at: last?.checkedAt.toISOString() ?? null,
  }));
}
