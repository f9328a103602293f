import type { CreateLink, Link, ListLinksQuery, UpdateLink } from '../../../shared/links';
import { notFound } from '../../platform/http/app-error';
import { isDatabaseUnavailable } from '../../platform/runtime/database-unavailable';
import type { Actor } from '../../platform/http/principal';
import { createLink, duplicateLink } from './create-link';
import { createTagsService } from './tags/tags.service';
import { deleteLink } from './delete-links';
import { cacheKey, type CachedLink } from './link-cache';
import {
  cachedLinks,
  expiredAt,
  owned as ownedLink,
  toLinks as linksOf,
  toSummary as summaryOf,
  visible,
  type LinkSummary,
  type LinksServiceDeps,
} from './link-parts';
import { listLinks, searchLinks } from './list-links';
import { linkPasswordMatches } from './link-password';
import type { LinkRow } from './links.repo';
import type { LinkSelection } from './link-filter';
import { createTargetingService } from './targeting/targeting.service';
import { updateLink } from './update-link';

// Short links: one file per action (create-link.ts, update-link.ts, list-links.ts,
// delete-links.ts), what they share in link-parts.ts; targeting's in targeting/; what the modules
// below links ask of the table in link-store.ts. What stays here is the redirect's lookup (its
// fast path reads the cache only) and the small reads.

export { type LinkSummary, type LinksServiceDeps, type TargetingAccess } from './link-parts';

export function createLinksService(deps: LinksServiceDeps) {
  /** A link made or changed, announced after its commit (outgoing webhooks hear it). */
  const announced = async (
    actor: Actor,
    event: 'link.created' | 'link.updated',
    link: Link,
  ): Promise<Link> => {
    await deps.events.emit(event, { workspaceId: actor.workspaceId, link });
    return link;
  };
  const toLink = async (row: LinkRow): Promise<Link> => (await linksOf(deps, [row]))[0]!;
  const toSummary = (row: LinkRow): LinkSummary => summaryOf(deps, row);
  const owned = (actor: Actor, id: string) => ownedLink(deps, actor, id);
  const tags = createTagsService(deps.tags);

  const targeting = createTargetingService({
    links: deps.links,
    cache: deps.cache,
    ownHosts: () => deps.domains.ownHosts(),
    targetingAccessOf: deps.targetingAccessOf,
    plans: deps.plans,
    watchedHosts: deps.watchedHosts,
    now: deps.now,
    owned,
    toLinks: (rows) => linksOf(deps, rows),
    resolve: (domain, code) => service.resolve(domain, code),
  });

  const service = {
    ...targeting,
    toLink,

    async summaries(ids: string[]): Promise<LinkSummary[]> {
      return (await deps.links.findByIds(ids)).map(toSummary);
    },

    /** The ids of the workspace's links a filter selects, in no order. */
    matching(workspaceId: string, filter: LinkSelection): Promise<string[]> {
      return deps.links.idsMatching(workspaceId, filter, deps.now());
    },

    async recent(userId: string, limit: number): Promise<LinkSummary[]> {
      return (await deps.links.recentByUser(userId, limit)).map(toSummary);
    },

    totals(userId: string): Promise<{ links: number; clicks: number }> {
      return deps.links.totalsByUser(userId);
    },

    /** Links in all, every owner's (the Admin Panel). */
    countAll(): Promise<number> {
      return deps.links.countAll();
    },

    create: async (actor: Actor, input: CreateLink): Promise<Link> =>
      announced(actor, 'link.created', await createLink(deps, actor, input)),

    list: (actor: Actor, options: ListLinksQuery) => listLinks(deps, actor, options),

    async get(actor: Actor, id: string): Promise<Link> {
      return toLink(await visible(deps, actor, id));
    },

    /** A copy of the link with a new code: destination, rules, tags, folder and settings. */
    duplicate: async (actor: Actor, id: string): Promise<Link> =>
      announced(actor, 'link.created', await duplicateLink(deps, actor, id)),

    /** The workspace's tags and folders. */
    get tags() {
      return tags;
    },

    update: async (actor: Actor, id: string, patch: UpdateLink): Promise<Link> =>
      announced(actor, 'link.updated', await updateLink(deps, actor, id, patch)),

    remove: (actor: Actor, id: string): Promise<void> => deleteLink(deps, actor, id),

    /** The workspace's links among `ids`, as the API shows them, in their order (webhooks' payloads). */
    async byIds(workspaceId: string, ids: string[]): Promise<Link[]> {
      const rows = new Map(
        (await deps.links.findByIds(ids))
          .filter((row) => row.workspaceId === workspaceId)
          .map((row) => [row.id, row]),
      );
      return linksOf(
        deps,
        ids.flatMap((id) => rows.get(id) ?? []),
      );
    },

    /**
     * Redirect step 2 on the fast path: the cached answer only (null: known not to exist),
     * undefined when the cache does not know the code.
     */
    cached(domain: string, code: string): CachedLink | null | undefined {
      return deps.cache.get(cacheKey(domain, code));
    },

    /** Redirect step 2: the link behind a domain and code, from the cache when it can. */
    async resolve(domain: string, code: string): Promise<CachedLink | null> {
      const cached = this.cached(domain, code);
      if (cached !== undefined) return cached;
      const key = cacheKey(domain, code);
      let link: CachedLink | null;
      try {
        const row = await deps.links.findByCode(domain, code);
        link = row ? ((await cachedLinks(deps, [row]))[0] ?? null) : null;
      } catch (error) {
        // While the database is away, an entry that expired is still the best answer there is.
        const lastKnown = isDatabaseUnavailable(error) ? deps.cache.lastKnown(key) : undefined;
        if (lastKnown !== undefined) return lastKnown;
        throw error;
      }
      deps.cache.set(key, link);
      return link;
    },

    /**
     * Fills the redirect cache with the newest active links, so that the first visits after a
     * start are cache hits too. Returns how many were loaded.
     */
    async warmCache(limit: number): Promise<number> {
      const rows = await deps.links.recentActive(limit);
      const links = await cachedLinks(deps, rows);
      rows.forEach((row, index) => deps.cache.set(cacheKey(row.domain, row.shortUrl), links[index]!));
      return rows.length;
    },

    /**
     * Whether `password` is the link's (read afresh: a password changed a moment ago counts). Slow
     * on purpose (scrypt); the redirect limits the attempts per link and address before it asks.
     */
    async passwordOpens(linkId: string, password: string): Promise<boolean> {
      const row = await deps.links.findById(linkId);
      const hash = row?.passwordHash ?? null;
      return hash !== null && (await linkPasswordMatches(hash, password));
    },

    /**
     * What /safe-redirect shows: only for a link that would redirect now, and never for a
     * protected one (its password page is the only way to its destination).
     */
    async preview(id: string): Promise<{ destination_url: string; title: string | null; link: string }> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.links.findById(id) : null;
      if (!row || !row.isActive || row.passwordHash !== null || expiredAt(row, deps.now()))
        throw notFound('Link');
      return {
        destination_url: row.destinationUrl,
        title: row.title,
        link: deps.domains.shortUrl(row.domain, row.shortUrl),
      };
    },

    search: (actor: Actor, query: string, limit: number): Promise<Link[]> =>
      searchLinks(deps, actor, query, limit),

    /**
     * The actor's workspace's links with this code (a code typed in a chat): on `domain`, or on any
     * domain the workspace may use.
     */
    async withCode(actor: Actor, code: string, domain?: string): Promise<Link[]> {
      const domains = domain ? [domain] : await deps.domains.domainsOf(actor.workspaceId);
      return linksOf(deps, await deps.links.withCode(actor.workspaceId, code, domains));
    },
  };
  return service;
}

export type LinksService = ReturnType<typeof createLinksService>;
