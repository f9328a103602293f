import { checkLeased } from './check-leased';
import { leaseMs, type ChecksServiceDeps } from './check-parts';
import type { WatchedRow } from './checks.repo';
import { runBounded } from './run-bounded';
import { clampToPlan } from './schedule';

// The checks.due job's run, every minute. Policy: due domains, oldest first, leased a small batch
// at a time (each lease must outlast its batch: 2 batches' worth of checks at most per slot) and
// checked with bounded concurrency overall and per account, each one settled and recorded
// whatever the others do; until none is due, the signal aborts, or the run has used its minute
// (the next run takes over). A domain whose owner's plan no longer allows its schedule waits.

/** A run stops taking more due domains after this: the job runs every minute. */
const runBudgetMs = 50_000;

/** Returns how many domains were checked. */
export async function runDue(deps: ChecksServiceDeps, signal?: AbortSignal): Promise<number> {
  const batch = deps.batch ?? { concurrency: 16, perAccount: 4 };
  const started = performance.now();
  let checked = 0;
  while (!signal?.aborted && performance.now() - started < runBudgetMs) {
    const due = await deps.repo.leaseDue(deps.now(), batch.concurrency * 2, leaseMs);
    if (due.length === 0) break;
    const allowed = await withinPlans(deps, due);
    const results = await runBounded(allowed, {
      concurrency: batch.concurrency,
      perKey: batch.perAccount,
      key: (domain) => domain.workspaceId,
      signal,
      run: (domain) => checkLeased(deps, domain),
    });
    checked += results.filter((result) => result !== null).length;
  }
  return checked;
}

/**
 * The leased domains whose schedules their owners' plans still allow. A plan that shrank since
 * a schedule was set (a downgrade, an expiry) is applied first, and its domains wait for their
 * next turn.
 */
async function withinPlans(deps: ChecksServiceDeps, due: WatchedRow[]): Promise<WatchedRow[]> {
  const byAccount = new Map<string, WatchedRow[]>();
  for (const domain of due)
    byAccount.set(domain.workspaceId, [...(byAccount.get(domain.workspaceId) ?? []), domain]);
  const allowed: WatchedRow[] = [];
  for (const [userId, domains] of byAccount) {
    const limits = await deps.limitsOf(userId);
    const overPlan =
      limits.maxAutoCheckDomains !== null &&
      (await deps.repo.counts(userId)).auto > limits.maxAutoCheckDomains;
    if (overPlan || domains.some((domain) => domain.intervalMinutes < limits.minCronJobMinutes)) {
      await clampToPlan(deps, userId);
      for (const domain of domains) await deps.repo.release(domain.id);
      continue;
    }
    allowed.push(...domains);
  }
  return allowed;
}
