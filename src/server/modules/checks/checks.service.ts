import type { FastifyBaseLogger } from 'fastify';
import {
  parseWatchedLine,
  type CheckDetail,
  type CheckHistory,
  type CheckState,
  type CheckSummary,
  type UpdateSchedule,
  type WatchedDomain,
  type WatchedDomainDetail,
  type WatchedDomainList,
} from '../../../shared/checks';
import { displayHostname } from '../../../shared/domains';
import { isFailing, type WatchedHost } from '../../../shared/targeting';
import { AppError, conflict, notFound, rateLimited, validationFailed } from '../../platform/app-error';
import type { Language } from '../../platform/i18n';
import type { RateLimiter } from '../../platform/rate-limit';
import type { NotifyMessage } from '../notifications';
import { afterCheck, heldState, type AnnouncedState } from './announcement';
import type { CheckRow, ChecksRepo, WatchedRow } from './checks.repo';
import type { CheckOutcome, DomainChecker } from './domain-checker';
import { checksTexts } from './notice-texts';
import { runBounded } from './run-bounded';

// Watched domains, their checks and schedules. Every limit the pages show is enforced here:
// the plan's number of watched and automatic domains, its shortest interval, "Check now" per
// account, one check of a domain at a time on any number of processes.

export interface CheckLimits {
  maxCheckDomains: number | null;
  maxAutoCheckDomains: number | null;
  minCronJobMinutes: number;
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
  checkNowLimit: RateLimiter;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** Checks at once overall and per account. */
  batch?: { concurrency: number; perAccount: number };
}

/** Longer than a check can take (DNS 3 s, HTTP 10 s twice, with margin): a lease outlives its check. */
const leaseMs = 2 * 60_000;
/** A run stops taking more due domains after this: the job runs every minute. */
const runBudgetMs = 50_000;

export function createChecksService(deps: ChecksServiceDeps) {
  const { repo } = deps;
  const batch = deps.batch ?? { concurrency: 16, perAccount: 4 };

  async function owned(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Watched domain');
    return row;
  }

  function view(
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

  /** Runs one leased domain's check, stores it, announces a confirmed change. Never throws. */
  async function checkLeased(domain: WatchedRow): Promise<CheckRow | null> {
    let outcome: CheckOutcome;
    try {
      outcome = await deps.check(domain.hostname);
    } catch (error) {
      deps.logger.error({ err: error, domain: domain.hostname }, 'domain check failed');
      await repo.release(domain.id).catch(() => undefined);
      return null;
    }
    const current = announcedOf(domain);
    const { next, announce } = afterCheck(current, outcome.state);
    const row = await repo.record(domain.id, deps.now(), outcome, next);
    const shown = displayHostname(domain.hostname);
    const tell = (message: NotifyMessage) =>
      deps.notify(domain.userId, message).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'check notification failed');
      });
    if (announce) await tell(({ language }) => announcement(language, shown, announce.to, outcome));
    const held = heldState(next);
    if (held !== heldState(current) && held !== null) await failover(domain, held, shown, tell);
    return row;
  }

  /**
   * A down or blocked domain takes the owner's rotator destinations on it out of rotation; a
   * recovery puts them back. Only a confirmed state moves them, so one bad check does not shift
   * traffic, except before any is confirmed: a domain down at its first check is down
   * (announcement.ts heldState).
   */
  async function failover(
    domain: WatchedRow,
    state: CheckState,
    shown: string,
    tell: (message: NotifyMessage) => Promise<unknown>,
  ): Promise<void> {
    const paused = state === 'down' || state === 'blocked';
    let changed: number;
    try {
      changed = await deps.pauseRotatorEntries(domain.userId, domain.hostname, paused);
    } catch (error) {
      deps.logger.error({ err: error, domain: domain.hostname }, 'rotator failover failed');
      return;
    }
    if (changed === 0) return;
    await tell(({ language }) => ({
      type: paused ? 'rotator_paused' : 'rotator_resumed',
      link: '/cloaking',
      ...(paused
        ? checksTexts(language).rotatorPaused(shown, changed, state)
        : checksTexts(language).rotatorResumed(shown, changed)),
    }));
  }

  async function limitsAndCounts(userId: string) {
    const [limits, counts] = await Promise.all([deps.limitsOf(userId), repo.counts(userId)]);
    return { limits, counts };
  }

  const service = {
    async list(userId: string): Promise<WatchedDomainList> {
      const [rows, { limits, counts }, account, custom] = await Promise.all([
        repo.list(userId),
        limitsAndCounts(userId),
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
    },

    async get(userId: string, id: string): Promise<WatchedDomainDetail> {
      const { domain, last } = await owned(userId, id);
      const [account, custom] = await Promise.all([repo.account(userId), deps.customDomainsOf(userId)]);
      return {
        ...view(domain, last, account.paused, new Set(custom)),
        last_check_detail: last ? detail(last) : null,
      };
    },

    /**
     * Adds every line's domain, or none: each bad line is named (fields["hostnames.<line>"]) with its
     * reason alone, since the field names the line, and the page words "Line 3:" in its own language
     * (a reason never starts with a host name: the page starts a field's text with a capital).
     * A name the account watches already is a bad line too, so that the other lines can be sent again.
     */
    async add(userId: string, text: string): Promise<WatchedDomain[]> {
      const problems: Record<string, string> = {};
      const lineOf = new Map<string, number>();
      text.split(/\r?\n/).forEach((line, index) => {
        const parsed = parseWatchedLine(line);
        if (parsed === null) return;
        const field = `hostnames.${index + 1}`;
        if ('problem' in parsed) problems[field] = parsed.problem;
        else if (lineOf.has(parsed.hostname)) {
          problems[field] = `Already on line ${lineOf.get(parsed.hostname)}.`;
        } else lineOf.set(parsed.hostname, index + 1);
      });
      const hostnames = [...lineOf.keys()];
      for (const hostname of await repo.watchedAmong(userId, hostnames)) {
        problems[`hostnames.${lineOf.get(hostname)}`] = `You already watch ${displayHostname(hostname)}.`;
      }
      if (Object.keys(problems).length > 0) throw validationFailed(problems);
      if (hostnames.length === 0) throw validationFailed({ hostnames: 'Enter at least one domain.' });
      const limits = await deps.limitsOf(userId);
      const result = await repo.addAll(userId, hostnames, limits.maxCheckDomains);
      if ('over' in result) {
        throw new AppError(
          403,
          'limit_reached',
          `Your plan watches at most ${limits.maxCheckDomains} domains; you watch ${result.over.used}.`,
          { hostnames: `At most ${Math.max(0, (limits.maxCheckDomains ?? 0) - result.over.used)} more.` },
        );
      }
      if ('duplicate' in result) {
        throw conflict(`You already watch ${displayHostname(result.duplicate)}.`, {
          hostnames: `${displayHostname(result.duplicate)} is already watched.`,
        });
      }
      const custom = new Set(await deps.customDomainsOf(userId));
      return result.added.map((domain) => view(domain, null, false, custom));
    },

    async remove(userId: string, id: string): Promise<void> {
      const { domain } = await owned(userId, id);
      if (!(await repo.remove(userId, id))) throw notFound('Watched domain');
      // Only watched domains pause rotator destinations: this one's go back into rotation.
      if (!isFailing(heldState(announcedOf(domain)))) return;
      await deps.pauseRotatorEntries(userId, domain.hostname, false).catch((error: unknown) => {
        deps.logger.error({ err: error, domain: domain.hostname }, 'rotator resume failed');
      });
    },

    /** The account's watched domains in the state rotator destinations follow (the targeting editor's). */
    async watchedHosts(userId: string): Promise<WatchedHost[]> {
      return (await repo.list(userId)).map(({ domain, last }) => ({
        hostname: domain.hostname,
        state: heldState(announcedOf(domain)),
        checked_at: last?.checkedAt.toISOString() ?? null,
      }));
    },

    /** "Check now": rate limited per account; refused while a check of the domain runs. */
    async checkNow(userId: string, id: string): Promise<WatchedDomainDetail> {
      await owned(userId, id);
      const verdict = await deps.checkNowLimit.hit(userId);
      if (!verdict.allowed) {
        throw rateLimited(
          `You can check ${deps.checkNowLimit.rule.max} times a minute. Try again in ${verdict.retryAfterSeconds} s.`,
        );
      }
      const leased = await repo.lease(userId, id, deps.now(), leaseMs);
      if (!leased) throw conflict('A check of this domain is running. Its result shows here when it ends.');
      await checkLeased(leased);
      return service.get(userId, id);
    },

    async history(userId: string, id: string): Promise<CheckHistory> {
      await owned(userId, id);
      const { checks, days } = await repo.history(id);
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
    },

    async updateSchedule(userId: string, id: string, update: UpdateSchedule): Promise<WatchedDomain> {
      const { domain } = await owned(userId, id);
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
    },

    setPaused: (userId: string, paused: boolean) => repo.setPaused(userId, paused),

    dismissNotice: (userId: string) => repo.clearNotice(userId),

    /** Fits an account's schedules to its (new) plan; the owner is told on the page until they dismiss it. */
    async clampToPlan(userId: string): Promise<void> {
      const limits = await deps.limitsOf(userId);
      await repo.clamp(userId, limits.minCronJobMinutes, limits.maxAutoCheckDomains, ({ raised, stopped }) =>
        [
          'Your plan changed.',
          raised === 1
            ? `1 schedule now runs every ${limits.minCronJobMinutes} minutes, your plan's shortest interval.`
            : raised > 1
              ? `${raised} schedules now run every ${limits.minCronJobMinutes} minutes, your plan's shortest interval.`
              : '',
          stopped === 1
            ? `Automatic checks were turned off for 1 domain beyond your plan's ${limits.maxAutoCheckDomains}.`
            : stopped > 1
              ? `Automatic checks were turned off for ${stopped} domains beyond your plan's ${limits.maxAutoCheckDomains}.`
              : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    },

    /**
     * The checks.due job's run: due domains, oldest first, leased a small batch at a time (each
     * lease must outlast its batch: 2 batches' worth of checks at most per slot) and checked with
     * bounded concurrency, each one settled and recorded whatever the others do; until none is
     * due, the signal aborts, or the run has used its minute (the next run takes over). Returns
     * how many were checked.
     */
    async runDue(signal?: AbortSignal): Promise<number> {
      const started = performance.now();
      let checked = 0;
      while (!signal?.aborted && performance.now() - started < runBudgetMs) {
        const due = await repo.leaseDue(deps.now(), batch.concurrency * 2, leaseMs);
        if (due.length === 0) break;
        const allowed = await withinPlans(due);
        const results = await runBounded(allowed, {
          concurrency: batch.concurrency,
          perKey: batch.perAccount,
          key: (domain) => domain.userId,
          signal,
          run: (domain) => checkLeased(domain),
        });
        checked += results.filter((result) => result !== null).length;
      }
      return checked;
    },
  };

  /**
   * The leased domains whose schedules their owners' plans still allow. A plan that shrank since
   * a schedule was set (a downgrade, an expiry) is applied first, and its domains wait for their
   * next turn.
   */
  async function withinPlans(due: WatchedRow[]): Promise<WatchedRow[]> {
    const byAccount = new Map<string, WatchedRow[]>();
    for (const domain of due) byAccount.set(domain.userId, [...(byAccount.get(domain.userId) ?? []), domain]);
    const allowed: WatchedRow[] = [];
    for (const [userId, domains] of byAccount) {
      const limits = await deps.limitsOf(userId);
      const overPlan =
        limits.maxAutoCheckDomains !== null && (await repo.counts(userId)).auto > limits.maxAutoCheckDomains;
      if (overPlan || domains.some((domain) => domain.intervalMinutes < limits.minCronJobMinutes)) {
        await service.clampToPlan(userId);
        for (const domain of domains) await repo.release(domain.id);
        continue;
      }
      allowed.push(...domains);
    }
    return allowed;
  }

  return service;
}

export type ChecksService = ReturnType<typeof createChecksService>;

function announcedOf(domain: WatchedRow): AnnouncedState {
  return {
    state: (domain.state as CheckState | null) ?? null,
    pendingState: (domain.pendingState as CheckState | null) ?? null,
    pendingCount: domain.pendingCount,
  };
}

function summary(row: CheckRow): CheckSummary {
  const evidence = row.evidence as CheckOutcome;
  return {
    id: row.id,
    checked_at: row.checkedAt.toISOString(),
    state: row.state as CheckState,
    latency_ms: evidence.latency_ms,
    http_status: evidence.http_status,
    certificate_days_left: evidence.certificate_days_left,
    resolvers: evidence.resolvers,
    reasons: evidence.reasons,
  };
}

function detail(row: CheckRow): CheckDetail {
  const evidence = row.evidence as CheckOutcome;
  return {
    ...summary(row),
    dns: evidence.dns,
    http: evidence.http,
    certificate: evidence.certificate,
    blocking: evidence.blocking,
  };
}

function announcement(language: Language, domain: string, state: CheckState, outcome: CheckOutcome) {
  const base = { type: `domain_${state}`, link: '/check-domains' };
  const texts = checksTexts(language);
  const reasons = outcome.reasons.map(texts.reason).join('\n');
  switch (state) {
    case 'blocked': {
      const by = outcome.blocking.filter((result) => result.verdict === 'blocked');
      return {
        ...base,
        title: texts.blocked(domain, by.map((result) => result.resolver).join(', ')),
        body: by.map((result) => `${result.resolver}: ${texts.reason(result.evidence)}`).join('\n'),
      };
    }
    case 'down':
      return { ...base, title: texts.down(domain), body: reasons };
    case 'expiring':
      return { ...base, title: texts.expiring(domain, outcome.certificate_days_left ?? 0), body: reasons };
    default:
      return { ...base, title: texts.up(domain), body: reasons };
  }
}
