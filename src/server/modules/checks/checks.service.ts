import type {
  CheckHistory,
  UpdateSchedule,
  WatchedDomain,
  WatchedDomainDetail,
  WatchedDomainList,
} from '../../../shared/checks';
import type { WatchedHost } from '../../../shared/targeting';
import { checkNow } from './check-now';
import type { ChecksServiceDeps } from './check-parts';
import { checkHistory, getWatched, listWatched, watchedHosts } from './list-watched';
import { runDue } from './run-due';
import { clampToPlan, updateSchedule } from './schedule';
import { unwatchDomain, watchDomains } from './watch-domains';

// Watched domains, their checks and schedules, one file per action (watch-domains.ts,
// list-watched.ts, check-now.ts, schedule.ts, run-due.ts; a leased domain's check in
// check-leased.ts, what they share in check-parts.ts). Every limit the pages show is enforced
// there: the plan's number of watched and automatic domains, its shortest interval, "Check now"
// per account, one check of a domain at a time on any number of processes.

export type { CheckLimits, ChecksServiceDeps, PlanCheckLimits } from './check-parts';

export function createChecksService(deps: ChecksServiceDeps) {
  const { repo } = deps;
  return {
    list: (userId: string): Promise<WatchedDomainList> => listWatched(deps, userId),

    get: (userId: string, id: string): Promise<WatchedDomainDetail> => getWatched(deps, userId, id),

    /** Adds every line's domain, or none (watch-domains.ts says how bad lines are named). */
    add: (userId: string, text: string): Promise<WatchedDomain[]> => watchDomains(deps, userId, text),

    remove: (userId: string, id: string): Promise<void> => unwatchDomain(deps, userId, id),

    /** The account's watched domains in the state rotator destinations follow (the targeting editor's). */
    watchedHosts: (userId: string): Promise<WatchedHost[]> => watchedHosts(deps, userId),

    /** "Check now": rate limited per account; refused while a check of the domain runs. */
    checkNow: (userId: string, id: string): Promise<WatchedDomainDetail> => checkNow(deps, userId, id),

    history: (userId: string, id: string): Promise<CheckHistory> => checkHistory(deps, userId, id),

    updateSchedule: (userId: string, id: string, update: UpdateSchedule): Promise<WatchedDomain> =>
      updateSchedule(deps, userId, id, update),

    setPaused: (userId: string, paused: boolean) => repo.setPaused(userId, paused),

    dismissNotice: (userId: string) => repo.clearNotice(userId),

    /** Fits an account's schedules to its (new) plan; the owner is told on the page until they dismiss it. */
    clampToPlan: (userId: string): Promise<void> => clampToPlan(deps, userId),

    /** The checks.due job's run (run-due.ts); returns how many were checked. */
    runDue: (signal?: AbortSignal): Promise<number> => runDue(deps, signal),
  };
}

export type ChecksService = ReturnType<typeof createChecksService>;
