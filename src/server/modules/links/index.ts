import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AppModule } from '../../platform/module';
import type { Entitlements, Plan } from '../../../shared/plans';
import type { WatchedHost } from '../../../shared/targeting';
import { createLinkCache } from './link-cache';
import { createLinkImportRepo } from './links-import.repo';
import { linkImportRoutes } from './links-import.routes';
import { createLinkImportService, type LinkImportService } from './links-import.service';
import { createLinksRepo } from './links.repo';
import { linkPreviewRoutes, linksRoutes } from './links.routes';
import type { DomainsApi } from '../domains';
import { createLinksService, type LinksService, type TargetingAccess } from './links.service';
import type { NotifyMessage } from '../notifications';

export { linkChangedChannel, ownerChangedChannel, type CachedLink } from './link-cache';
export { noTargeting, type TargetingAccess } from './links.service';
export { mergeQuery } from './destination';
export type { LinkDeletedHook, LinkSummary, LinksService } from './links.service';

/**
 * How many of the newest active links are loaded into the redirect cache at start; older ones
 * are loaded at their first visit. Bounded for the start time and the memory of a small box
 * (ADR 0020).
 */
const warmLinks = 10_000;

export type LinksApi = LinksService & {
  cache: ReturnType<typeof createLinkCache>;
  /** CSV import and export (the links.import job's work: tests run it directly too). */
  imports: LinkImportService;
};

/** Retries of a links.import run that failed (a run cut off by a stop is retried too). */
const importRetry = { limit: 5, delaySeconds: 5, backoff: true };

/** Short links: CRUD with plan limits, the redirect's cache, previews. */
export function createLinksModule(deps: {
  db: Db;
  bus: ChangeBus;
  logger: FastifyBaseLogger;
  guards: Guards;
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl' | 'ownHosts'>;
  entitlementsOf: (userId: string) => Promise<{ entitlements: Entitlements; defaultDomain: string | null }>;
  /** What an owner's plan allows of targeting, and until when (the redirect cache holds it). */
  targetingAccessOf: (userId: string) => Promise<TargetingAccess>;
  /** The plans on sale. */
  plans: () => Promise<Plan[]>;
  /** Link creation per account (platform/rate-limit.ts). */
  createLimit: RateLimiter;
  /** The notifications module (created after this one). */
  notify?: (userId: string, message: NotifyMessage) => Promise<unknown>;
  /** The job runtime and the checks module exist after this one: asked only once requests run. */
  late: {
    enqueue(name: string, data: Record<string, unknown>): Promise<unknown>;
    /** The owner's domains on Check Domains, in the state rotator destinations follow. */
    watchedHosts(userId: string): Promise<WatchedHost[]>;
  };
  now: () => Date;
}): AppModule<LinksApi> {
  const cache = createLinkCache({ bus: deps.bus });
  const notify = async (userId: string, message: NotifyMessage) => {
    try {
      await deps.notify?.(userId, message);
    } catch (error) {
      // The links were created: their request (or import) must not fail for the notice.
      deps.logger.error({ err: error }, 'link limit notification failed');
    }
  };
  const links = createLinksService({
    links: createLinksRepo(deps.db),
    cache,
    domains: deps.domains,
    entitlementsOf: deps.entitlementsOf,
    targetingAccessOf: deps.targetingAccessOf,
    plans: deps.plans,
    watchedHosts: (userId) => deps.late.watchedHosts(userId),
    notify,
    now: deps.now,
  });
  const imports = createLinkImportService({
    repo: createLinkImportRepo(deps.db),
    cache,
    domains: deps.domains,
    entitlementsOf: deps.entitlementsOf,
    enqueue: async (importId) => {
      await deps.late.enqueue('links.import', { id: importId });
    },
    notify,
    now: deps.now,
  });
  return {
    name: 'links',
    api: Object.assign(links, { cache, imports }),
    routes: [
      linksRoutes(links, deps.guards, deps.createLimit),
      linkImportRoutes(imports, deps.guards),
      linkPreviewRoutes(links),
    ],
    lifecycle: {
      async start() {
        cache.start();
        const warmed = await links.warmCache(warmLinks);
        deps.logger.debug({ links: warmed }, 'redirect cache warmed');
      },
      stop: () => cache.stop(),
    },
    jobs: [
      {
        name: 'links.import',
        // Each batch commits with the import's progress: a retry goes on after the last batch.
        run: async ({ data, stopping, attempt, logger }) => {
          const { id } = data as { id: string };
          let outcome: { done: boolean; created: number };
          try {
            outcome = await imports.run(id, stopping);
          } catch (error) {
            if (attempt > importRetry.limit) {
              logger.error({ err: error, importId: id }, 'link import failed');
              await imports.fail(id, 'The import stopped on an error. The links created so far are kept.');
            }
            throw error;
          }
          if (!outcome.done) throw new Error(`import ${id} stopped by a shutdown; it goes on later`);
          return outcome;
        },
        retry: importRetry,
        expireInSeconds: 30 * 60,
      },
    ],
  };
}
