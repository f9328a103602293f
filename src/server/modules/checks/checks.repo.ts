import type { Db } from '../../db/client';
import { checkAccountsRepo } from './check-accounts.repo';
import { checkRunsRepo } from './check-runs.repo';
import { watchedDomainsRepo } from './watched-domains.repo';

// The checks' tables, split by concern: watched domains (watched-domains.repo.ts), leases and
// results (check-runs.repo.ts), accounts (check-accounts.repo.ts).

export type { CheckRow, DayRow, WatchedRow } from './check-rows';
export { keptChecks } from './check-runs.repo';

export function createChecksRepo(db: Db) {
  return { ...watchedDomainsRepo(db), ...checkRunsRepo(db), ...checkAccountsRepo(db) };
}

export type ChecksRepo = ReturnType<typeof createChecksRepo>;
