import type { FastifyBaseLogger } from 'fastify';
import type { CheckDetail, CheckState, CheckSummary, WatchedDomain } from '../../../shared/checks';
import { displayHostname } from '../../../shared/domains';
import { notFound } from '../../platform/http/app-error';
import type { Platform } from '../../platform/wiring/module';
import type { RateLimiter } from '../../platform/http/rate-limit';
import type { NotifyMessage } from '../notifications';
import type { AnnouncedState } from './announcement';
import { storedReasons } from './check-state';
import type { CheckRow, ChecksRepo, WatchedRow } from './checks.repo';
import type { CheckOutcome, DomainChecker } from './domain-checker';

// What the checks' actions (watch-domains.ts, check-now.ts, schedule.ts, ...) share: their
// dependencies, whose a watched domain is, and its shapes for the API.

/** A plan's limits as the plan holds them (null: unlimited, or for the interval: none set). */
export interface PlanCheckLimits {
  maxCheckDomains: number | null;
  maxAutoCheckDomains: number | null;
  minCronJobMinutes: number | null;
}

/** The limits as the checks apply them. */
export interface CheckLimits {
  maxCheckDomains: number | null;
  maxAutoCheckDomains: number | null;
  minCronJobMinutes: number;
}

/**
 * A plan with no shortest interval has no automatic checks, whatever its automatic limit holds
 * (the plan editor says so, and refuses to save the two together since; a plan saved before may
 * hold both). Its schedules then need no interval: the lowest there is stands in.
 */
export function appliedLimits(plan: PlanCheckLimits): CheckLimits {
  if (plan.minCronJobMinutes === null) {
    return { maxCheckDomains: plan.maxCheckDomains, maxAutoCheckDomains: 0, minCronJobMinutes: 1 };
  }
  return { ...plan, minCronJobMinutes: plan.minCronJobMinutes };
}

export interface ChecksServiceDeps {
  repo: ChecksRepo;
  check: DomainChecker;
  limitsOf(userId: string): Promise<CheckLimits>;
  /** The account's verified custom domains (ASCII). */
  customDomainsOf(userId: string): Promise<string[]>;
  notify(userId: string, message: NotifyMessage): Promise<unknown>;
  /** Pauses (or resumes) the owner's rotator destinations on a host; how many links changed. */
  pauseRotatorEntries(userId: string, host: string, paused: boolean): Promise<number>;
  /** What the module announces once committed ('check.state_changed'). */
  events: Pick<Platform['events'], 'emit'>;
  checkNowLimit: RateLimiter;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** Checks at once overall and per account. */
  batch?: { concurrency: number; perAccount: number };
}

/** Longer than a check can take (DNS 3 s, HTTP 10 s twice, with margin): a lease outlives its check. */
export const leaseMs = 2 * 60_000;

export async function owned(deps: ChecksServiceDeps, userId: string, id: string) {
  const row = await deps.repo.find(userId, id);
  if (!row) throw notFound('Watched domain');
  return row;
}

export function view(
  domain: WatchedRow,
  last: CheckRow | null,
  paused: boolean,
  custom: Set<string>,
): WatchedDomain {
  return {
    id: domain.id,
    hostname: domain.hostname,
    display_hostname: displayHostname(domain.hostname),
    state: (domain.state as CheckState | null) ?? null,
    last_check: last ? summary(last) : null,
    auto: domain.auto,
    interval_minutes: domain.intervalMinutes,
    next_run_at: domain.auto && !paused ? (domain.nextRunAt?.toISOString() ?? null) : null,
    custom_domain: custom.has(domain.hostname),
    created_at: domain.createdAt.toISOString(),
  };
}

export function announcedOf(domain: WatchedRow): AnnouncedState {
  return {
    state: (domain.state as CheckState | null) ?? null,
    pendingState: (domain.pendingState as CheckState | null) ?? null,
    pendingCount: domain.pendingCount,
  };
}

export function summary(row: CheckRow): CheckSummary {
  const evidence = row.evidence as CheckOutcome;
  return {
    id: row.id,
    checked_at: row.checkedAt.toISOString(),
    state: row.state as CheckState,
    latency_ms: evidence.latency_ms,
    http_status: evidence.http_status,
    certificate_days_left: evidence.certificate_days_left,
    resolvers: evidence.resolvers,
    // Codes, or the English sentences of a check stored before them (check-state.ts reads both).
    reasons: storedReasons(evidence.reasons, evidence.http),
  };
}

export function detail(row: CheckRow): CheckDetail {
  const evidence = row.evidence as CheckOutcome;
  return {
    ...summary(row),
    dns: evidence.dns,
    http: evidence.http,
    certificate: evidence.certificate,
    blocking: evidence.blocking,
  };
}
