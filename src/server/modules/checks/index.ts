import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ordinaryResolver, type DnsServer } from '../../platform/net/dns-query';
import type { WebhookData } from '../../../shared/webhook-events';
import { defineModule, type AppModule, type Platform } from '../../platform/wiring/module';
import type { Outbound } from '../../platform/net/outbound';
import { createRateLimiter, type RateLimiter } from '../../platform/http/rate-limit';
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
import { checksTextsId } from './texts-id';

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
  logger: FastifyBaseLogger;
  checkNowLimit: RateLimiter;
  /** Where checks fetch roots (tests: local servers' ports). */
  ports?: { http: number; https: number };
  limitsOf(userId: string): Promise<PlanCheckLimits>;
  customDomainsOf(userId: string): Promise<string[]>;
  /** Tells the workspace's members who take its notices (notifications.notifyWorkspace). */
  notify(workspaceId: string, message: NotifyMessage): Promise<unknown>;
  /** Pauses (or resumes) the owner's rotator destinations on a host; how many links changed. */
  pauseRotatorEntries(userId: string, host: string, paused: boolean): Promise<number>;
  events: Pick<Platform['events'], 'emit'>;
  now: () => Date;
}): AppModule<{ checks: ChecksApi }> {
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
    limitsOf: async (userId) => appliedLimits(await deps.limitsOf(userId)),
    customDomainsOf: (userId) => deps.customDomainsOf(userId),
    notify: (userId, message) => deps.notify(userId, message),
    pauseRotatorEntries: (userId, host, paused) => deps.pauseRotatorEntries(userId, host, paused),
    events: deps.events,
    checkNowLimit: deps.checkNowLimit,
    logger: deps.logger,
    now: deps.now,
  });

  return {
    name: 'checks',
    provides: {
      checks: {
        clampToPlan: (userId) => service.clampToPlan(userId),
        runDue: (signal) => service.runDue(signal),
        watchedCount: async (userId) => (await checksRepo.list(userId)).length,
        failingCounts: () => checksRepo.failingCounts(),
        watchedHosts: (userId) => service.watchedHosts(userId),
      },
    },
    routes: (guards) => [
      checksRoutes(service, guards),
      adminCheckSettingsRoutes(blockSettings, guards),
      adminProbeRoutes(probes, guards),
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

declare module '../../platform/wiring/module' {
  interface Services {
    checks: ChecksApi;
  }
  interface AppEvents {
    /** A watched domain's confirmed state changed (a check's notice was sent), after its commit. */
    'check.state_changed': { workspaceId: string; change: WebhookData<'check.state_changed'> };
  }
}

export const checksModule = defineModule({
  name: 'checks',
  needs: ['admin', 'billing', 'domains', 'linkStore', 'notifications'],
  provides: ['checks'],
  texts: checksTextsId,
  create: ({ admin, billing, domains, linkStore, notifications }, platform) => {
    const { config, db, events, outbound, logger, rateLimitStore, now } = platform;
    return createChecksModule({
      db,
      outbound,
      resolver: ordinaryResolver(config.dnsServers),
      settings: admin.settings,
      logger,
      checkNowLimit: createRateLimiter(
        'check-now',
        { max: config.checkNowPerMinute, windowMs: 60_000 },
        rateLimitStore,
      ),
      ports: config.checkPorts,
      limitsOf: async (userId) => (await billing.subscriptions.entitlementsOf(userId)).entitlements,
      // The account's own custom domains: the short domains are the product's.
      customDomainsOf: async (userId) => {
        const shortDomains = new Set(await domains.list());
        return (await domains.domainsOf(userId)).filter((domain) => !shortDomains.has(domain));
      },
      // A check's notices reach its workspace's members who take them.
      notify: (workspaceId, message) => notifications.notifyWorkspace(workspaceId, message),
      pauseRotatorEntries: (userId, host, paused) =>
        linkStore.pauseRotatorEntriesForHost(userId, host, paused),
      events,
      now,
    });
  },
});
