import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DnsServer } from '../../platform/dns-query';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import type { Outbound } from '../../platform/outbound';
import type { RateLimiter } from '../../platform/rate-limit';
import type { WatchedHost } from '../../../shared/targeting';
import type { NotifyMessage } from '../notifications';
import { createBlockSettings, type SettingsStore } from './block-settings';
import { adminCheckSettingsRoutes, checksRoutes } from './checks.routes';
import { createChecksRepo } from './checks.repo';
import { appliedLimits } from './check-parts';
import { createChecksService, type PlanCheckLimits } from './checks.service';
import { createDomainChecker } from './domain-checker';
import { createProbesRepo } from './probes.repo';
import { adminProbeRoutes, probeRoutes } from './probes.routes';
import { createProbesService } from './probes.service';

export interface ChecksApi {
  /** Fits an account's schedules to its plan (after a plan change). */
  clampToPlan(userId: string): Promise<void>;
  /** The checks.due job's run. */
  runDue(signal?: AbortSignal): Promise<number>;
  /** How many domains an account watches. */
  watchedCount(userId: string): Promise<number>;
  /** Every account's watched domains now down or blocked (the Admin Panel). */
  failingCounts(): Promise<{ down: number; blocked: number }>;
  /** An account's watched domains in the state its rotator destinations follow. */
  watchedHosts(userId: string): Promise<WatchedHost[]>;
}

/**
 * Domain checks: health, certificate and block status of the domains customers watch, on their
 * schedule; and the remote probes that ask filtering resolvers from inside Indonesia's networks.
 */
export function createChecksModule(deps: {
  db: Db;
  outbound: Outbound;
  /** The ordinary resolver the checks ask. */
  resolver: DnsServer;
  settings: SettingsStore;
  guards: Guards;
  logger: FastifyBaseLogger;
  checkNowLimit: RateLimiter;
  /** Where checks fetch roots (tests: local servers' ports). */
  ports?: { http: number; https: number };
  late: {
    limitsOf(userId: string): Promise<PlanCheckLimits>;
    customDomainsOf(userId: string): Promise<string[]>;
    notify(userId: string, message: NotifyMessage): Promise<unknown>;
    /** Pauses (or resumes) the owner's rotator destinations on a host; how many links changed. */
    pauseRotatorEntries(userId: string, host: string, paused: boolean): Promise<number>;
  };
  now: () => Date;
}): AppModule<ChecksApi> {
  const blockSettings = createBlockSettings(deps.settings);
  const probesRepo = createProbesRepo(deps.db);
  const probes = createProbesService({ repo: probesRepo, blockSettings, now: deps.now });
  const checksRepo = createChecksRepo(deps.db);
  const service = createChecksService({
    repo: checksRepo,
    check: createDomainChecker({
      outbound: deps.outbound,
      resolver: deps.resolver,
      blockSettings: () => blockSettings.get(),
      probes: {
        probedResolvers: () => probesRepo.probedResolvers(),
        probeAnswers: (hostname) => probesRepo.answersFor(hostname),
      },
      ports: deps.ports,
      now: deps.now,
    }),
    limitsOf: async (userId) => appliedLimits(await deps.late.limitsOf(userId)),
    customDomainsOf: (userId) => deps.late.customDomainsOf(userId),
    notify: (userId, message) => deps.late.notify(userId, message),
    pauseRotatorEntries: (userId, host, paused) => deps.late.pauseRotatorEntries(userId, host, paused),
    checkNowLimit: deps.checkNowLimit,
    logger: deps.logger,
    now: deps.now,
  });

  return {
    name: 'checks',
    api: {
      clampToPlan: (userId) => service.clampToPlan(userId),
      runDue: (signal) => service.runDue(signal),
      watchedCount: async (userId) => (await checksRepo.list(userId)).length,
      failingCounts: () => checksRepo.failingCounts(),
      watchedHosts: (userId) => service.watchedHosts(userId),
    },
    routes: [
      checksRoutes(service, deps.guards),
      adminCheckSettingsRoutes(blockSettings, deps.guards),
      adminProbeRoutes(probes, deps.guards),
      probeRoutes(probes),
    ],
    jobs: [
      {
        name: 'checks.due',
        // Each due domain is leased, so a run that overlaps the next, or another process's, takes
        // other domains; a run cut off leaves its leases to lapse and the domains due again.
        run: ({ signal }) => service.runDue(signal),
        retry: { limit: 0, delaySeconds: 60, backoff: false },
        expireInSeconds: 10 * 60,
      },
    ],
  };
}
