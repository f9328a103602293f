import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AppModule } from '../../platform/module';
import type { Entitlements, Plan } from '../../../shared/plans';
import { createLinkCache } from './link-cache';
import { createLinksRepo } from './links.repo';
import { linkPreviewRoutes, linksRoutes } from './links.routes';
import type { DomainsApi } from '../domains';
import { createLinksService, type LinksService, type TargetingAccess } from './links.service';

export { linkChangedChannel, ownerChangedChannel, type CachedLink } from './link-cache';
export { noTargeting, type TargetingAccess } from './links.service';
export { mergeQuery } from './destination';
export type { LinkDeletedHook, LinkSummary, LinksService } from './links.service';

/** How many of the newest active links are loaded into the redirect cache at start. */
const warmLinks = 50_000;

export type LinksApi = LinksService & {
  cache: ReturnType<typeof createLinkCache>;
};

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
  notify?: (
    userId: string,
    message: { type: string; title: string; body: string; link: string },
  ) => Promise<unknown>;
  now: () => Date;
}): AppModule<LinksApi> {
  const cache = createLinkCache({ bus: deps.bus });
  const links = createLinksService({
    links: createLinksRepo(deps.db),
    cache,
    domains: deps.domains,
    entitlementsOf: deps.entitlementsOf,
    targetingAccessOf: deps.targetingAccessOf,
    plans: deps.plans,
    notify: async (userId, message) => {
      try {
        await deps.notify?.(userId, message);
      } catch (error) {
        // The link was created: its request must not fail for the notice.
        deps.logger.error({ err: error }, 'link limit notification failed');
      }
    },
    now: deps.now,
  });
  return {
    name: 'links',
    api: Object.assign(links, { cache }),
    routes: [linksRoutes(links, deps.guards, deps.createLimit), linkPreviewRoutes(links)],
    lifecycle: {
      async start() {
        cache.start();
        const warmed = await links.warmCache(warmLinks);
        deps.logger.debug({ links: warmed }, 'redirect cache warmed');
      },
      stop: () => cache.stop(),
    },
  };
}
