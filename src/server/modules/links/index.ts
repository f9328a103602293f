import type { Link } from '../../../shared/links';
import { defineModule } from '../../platform/wiring/module';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createLinkCache } from './link-cache';
import { createLinkStore, type LinkStore } from './link-store';
import { createLinkImportRepo } from './links-import.repo';
import { linkImportRoutes } from './links-import.routes';
import { createLinkImportService, type LinkImportService } from './links-import.service';
import { createLinksRepo } from './links.repo';
import { linkPreviewRoutes, linksRoutes } from './links.routes';
import { createLinksService, type LinksService } from './links.service';
import { createBulkRepo } from './bulk/bulk.repo';
import { bulkRoutes } from './bulk/bulk.routes';
import { createBulkService, type BulkService } from './bulk/bulk.service';
import { createTagsRepo } from './tags/tags.repo';
import { createPreviewImagesRepo } from './social-preview';
import { previewImageRoutes, socialPreviewRoutes } from './social-preview.routes';
import { tagsRoutes } from './tags/tags.routes';
import { createQrRepo } from './qr/qr.repo';
import { qrRoutes } from './qr/qr.routes';
import { createQrService } from './qr/qr.service';
import { createUtmTemplatesRepo } from './utm/utm-templates.repo';
import { utmTemplatesRoutes } from './utm/utm-templates.routes';
import { createUtmTemplatesService } from './utm/utm-templates.service';
import type { NotifyMessage } from '../notifications';
import { linksTextsId } from './texts-id';

export { linkChangedChannel, ownerChangedChannel, type CachedLink } from './link-cache';
export { mergeQuery } from './destination';
// The redirect's choice of destination (redirect/evaluate.ts), the hot path's one rule engine.
export { evaluate as chooseDestination, type Outcome } from './targeting/evaluate';
export { prepareTargeting } from './targeting/prepare';
export type { LinkSummary, LinksService } from './links.service';
export type { LinkStore };

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
  /** Bulk actions (the links.bulk job's work: tests run it directly too). */
  bulk: BulkService;
};

declare module '../../platform/wiring/module' {
  interface Services {
    linkStore: LinkStore;
    links: LinksApi;
  }
  interface AppEvents {
    /** Links about to be deleted, in the deleting transaction (what is kept of them goes too). */
    'links.deleting': { linkIds: string[] };
    /** A link made (or copied) through the API or the app, after its commit. */
    'link.created': { workspaceId: string; link: Link };
    /** A link changed through the API or the app, after its commit. */
    'link.updated': { workspaceId: string; link: Link };
    /** A link deleted through the API or the app, after its commit. */
    'link.deleted': { workspaceId: string; link: Pick<Link, 'id' | 'domain' | 'short_url' | 'link'> };
    /** Links made by an import, or changed or deleted by a bulk action: a batch, after its commit. */
    'links.changed': {
      workspaceId: string;
      created?: string[];
      updated?: string[];
      deleted?: Pick<Link, 'id' | 'domain' | 'short_url' | 'link'>[];
    };
  }
}

/** Retries of a links.import or links.bulk run that failed (a run cut off by a stop is retried too). */
const importRetry = { limit: 5, delaySeconds: 5, backoff: true };
const bulkRetry = importRetry;

/** The links table and the redirect's cache, as the modules below the links service need them. */
export const linkStoreModule = defineModule({
  name: 'link-store',
  needs: [],
  provides: ['linkStore'],
  create: (_, { db, bus }) => {
    const cache = createLinkCache({ bus });
    return {
      name: 'link-store',
      provides: { linkStore: createLinkStore({ repo: createLinksRepo(db), cache }) },
      lifecycle: { start: () => cache.start(), stop: () => cache.stop() },
    };
  },
});

/** Short links: CRUD with plan limits, targeting, CSV import and export, previews. */
export const linksModule = defineModule({
  name: 'links',
  needs: ['linkStore', 'domains', 'billing', 'profiles', 'checks', 'notifications', 'admin', 'workspaces'],
  provides: ['links'],
  texts: linksTextsId,
  create: ({ linkStore, domains, billing, profiles, checks, notifications, admin, workspaces }, platform) => {
    const { db, logger, config, rateLimitStore, scheduler, events, now } = platform;
    const { repo, cache } = linkStore;
    const notify = async (userId: string, message: NotifyMessage) => {
      try {
        await notifications.notify(userId, message);
      } catch (error) {
        // The links were created: their request (or import) must not fail for the notice.
        logger.error({ err: error }, 'link limit notification failed');
      }
    };
    /** What the account may do, and the short domain its new links go on unless told. */
    const entitlementsOf = async (userId: string) => {
      const profile = await profiles.findById(userId);
      const { entitlements } = await billing.subscriptions.entitlementsOf(userId, profile);
      return { entitlements, defaultDomain: profile?.defaultDomain ?? null };
    };
    const tagsRepo = createTagsRepo(db);
    const previewImages = createPreviewImagesRepo(db);
    const links = createLinksService({
      links: repo,
      tags: tagsRepo,
      cache,
      events,
      domains,
      entitlementsOf,
      targetingAccessOf: (userId) => billing.subscriptions.entitlementsOf(userId),
      plans: () => billing.plans.list(),
      watchedHosts: (userId) => checks.watchedHosts(userId),
      notify,
      previewImages,
      outbound: platform.outbound,
      now,
    });
    const imports = createLinkImportService({
      repo: createLinkImportRepo(db),
      tags: tagsRepo,
      cache,
      domains,
      entitlementsOf,
      enqueue: async (importId) => {
        await scheduler.enqueue('links.import', { id: importId });
      },
      // An import's limit notice is its workspace's.
      notify: async (workspaceId, message) => {
        try {
          await notifications.notifyWorkspace(workspaceId, message);
        } catch (error) {
          logger.error({ err: error }, 'link limit notification failed');
        }
      },
      events,
      now,
    });
    const bulk = createBulkService({
      repo: createBulkRepo(db),
      tags: tagsRepo,
      cache,
      events,
      domains,
      audit: admin.audit,
      enqueue: async (id) => {
        await scheduler.enqueue('links.bulk', { id });
      },
      now,
      logger,
    });
    const qr = createQrService({
      links: repo,
      repo: createQrRepo(db),
      workspaceLogoOf: (workspaceId) => workspaces.logoOf(workspaceId),
      domains,
    });
    // Links created per account, admins included: a stolen admin session is the one to slow most.
    const createLimit = createRateLimiter(
      'link-create',
      { max: config.linksPerMinute, windowMs: 60_000 },
      rateLimitStore,
    );
    return {
      name: 'links',
      provides: { links: Object.assign(links, { cache, imports, bulk }) },
      routes: (guards) => [
        linksRoutes(links, guards, createLimit),
        tagsRoutes(links.tags, guards),
        utmTemplatesRoutes(createUtmTemplatesService(createUtmTemplatesRepo(db)), guards),
        bulkRoutes(bulk, guards),
        linkImportRoutes(imports, guards),
        linkPreviewRoutes(links),
        qrRoutes(qr, guards),
        previewImageRoutes(previewImages),
        socialPreviewRoutes(
          {
            entitlementsOf,
            plans: () => billing.plans.list(),
            previewImages,
            outbound: platform.outbound,
            ownUrl: (path) => domains.shortUrl(domains.own, path),
          },
          guards,
        ),
      ],
      lifecycle: {
        async start() {
          const warmed = await links.warmCache(warmLinks);
          logger.debug({ links: warmed }, 'redirect cache warmed');
        },
        stop: () => undefined,
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
        {
          name: 'links.bulk',
          // Each batch commits with the action's progress: a retry goes on after the last batch.
          run: async ({ data, stopping, attempt, logger }) => {
            const { id } = data as { id: string };
            let outcome: { done: boolean };
            try {
              outcome = await bulk.run(id, stopping);
            } catch (error) {
              if (attempt > bulkRetry.limit) {
                logger.error({ err: error, bulkId: id }, 'bulk action failed');
                await bulk.fail(id, 'The action stopped on an error. The links changed so far stay changed.');
              }
              throw error;
            }
            if (!outcome.done) throw new Error(`bulk action ${id} stopped by a shutdown; it goes on later`);
            return outcome;
          },
          retry: bulkRetry,
          expireInSeconds: 30 * 60,
        },
      ],
    };
  },
});
