import type { CreateLink, Link, LinkList, UpdateLink } from '../../../shared/links';
import { linksPageSize } from '../../../shared/links';
import type { Entitlements, Plan } from '../../../shared/plans';
import type { Targeting, WatchedHost } from '../../../shared/targeting';
import type { Tx } from '../../db/client';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../platform/app-error';
import { isDatabaseUnavailable } from '../../platform/database-unavailable';
import type { Principal } from '../../platform/principal';
import type { DomainsApi } from '../domains';
import { cacheKey, type CachedLink, type LinkCache } from './link-cache';
import { loopProblem } from './destination';
import {
  aliasProblem,
  aliasTaken,
  expiryProblem,
  linkLimitMessage,
  newLinkProblems,
  notYourDomain,
} from './link-rules';
import { linkLimitNotice } from './notice-texts';
import { LinkCodeTakenError, LinkLimitReachedError, type LinkRow, type LinksRepo } from './links.repo';
import { generateShortCode } from './short-code';
import { prepareTargeting } from './targeting/prepare';
import { createTargetingService } from './targeting/targeting.service';
import type { NotifyMessage } from '../notifications';

export interface LinksServiceDeps {
  links: LinksRepo;
  cache: LinkCache;
  /** The short domains links may live on, and the one builder of their full URLs. */
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl' | 'ownHosts'>;
  entitlementsOf: (userId: string) => Promise<{ entitlements: Entitlements; defaultDomain: string | null }>;
  /** What the owner's plan allows of targeting now, and until when (admins: everything, no end). */
  targetingAccessOf: (userId: string) => Promise<TargetingAccess>;
  /** The plans on sale (a 403 names those that include what the user's plan lacks). */
  plans: () => Promise<Plan[]>;
  /** The owner's domains on Check Domains, in the state rotator destinations follow (the checks module). */
  watchedHosts: (userId: string) => Promise<WatchedHost[]>;
  /** Tells the owner (in the app, and on Telegram when they chose) that their plan's links are
   * used up; never throws (a failure is logged). */
  notify?: (userId: string, message: NotifyMessage) => Promise<unknown>;
  now: () => Date;
}

/** What other modules (analytics' reports) may read of a link. */
export interface LinkSummary {
  id: string;
  userId: string;
  shortUrl: string;
  /** The full short URL. */
  link: string;
  title: string | null;
  destinationUrl: string;
  clickCount: number;
  createdAt: Date;
  /** As stored (null: none), whatever the owner's plan applies: names the choices clicks recorded. */
  targeting: Targeting | null;
}

/** Runs inside the transaction that deletes a link, before the link's row goes. */
export type LinkDeletedHook = (linkId: string, tx: Tx) => Promise<void>;

const maxCodeAttempts = 5;

/** What the owner's plan allows of a link's targeting, and until when. */
export interface TargetingAccess {
  entitlements: Pick<Entitlements, 'cloakingCountry' | 'deviceTargeting' | 'autoRotator' | 'fallbackUrl'>;
  /** The subscription's end (ms since the epoch); null: no end. */
  until: number | null;
}

export const noTargeting: TargetingAccess = {
  entitlements: { cloakingCountry: false, deviceTargeting: false, autoRotator: false, fallbackUrl: false },
  until: null,
};

export function toCached(row: LinkRow, access: TargetingAccess = noTargeting): CachedLink {
  return {
    id: row.id,
    userId: row.userId,
    destinationUrl: row.destinationUrl,
    isActive: row.isActive,
    expiresAt: row.expiresAt?.getTime() ?? null,
    forwardQuery: row.forwardQuery,
    preview: row.preview,
    targeting: prepareTargeting(row.targeting, access.entitlements),
    targetingUntil: row.targeting === null ? null : access.until,
  };
}

export function createLinksService(deps: LinksServiceDeps) {
  const deletedHooks: LinkDeletedHook[] = [];

  function toSummary(row: LinkRow): LinkSummary {
    return {
      id: row.id,
      userId: row.userId,
      shortUrl: row.shortUrl,
      link: deps.domains.shortUrl(row.domain, row.shortUrl),
      title: row.title,
      destinationUrl: row.destinationUrl,
      clickCount: row.clickCount,
      createdAt: row.createdAt,
      targeting: row.targeting,
    };
  }

  function toLink(row: LinkRow): Link {
    return {
      id: row.id,
      user_id: row.userId,
      short_url: row.shortUrl,
      link: deps.domains.shortUrl(row.domain, row.shortUrl),
      destination_url: row.destinationUrl,
      domain: row.domain,
      custom_alias: row.customAlias,
      title: row.title,
      click_count: row.clickCount,
      is_active: row.isActive,
      expires_at: row.expiresAt?.toISOString() ?? null,
      forward_query: row.forwardQuery,
      preview: row.preview,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function checkDestination(destination: string, fields: Record<string, string>) {
    const problem = loopProblem(destination, await deps.domains.ownHosts());
    if (problem) fields.destination_url = problem;
  }

  function checkExpiry(expiresAt: string | null | undefined, fields: Record<string, string>) {
    const problem = expiryProblem(expiresAt, deps.now());
    if (problem) fields.expires_at = problem;
  }

  /** The link, when the actor may see it; 404 otherwise (never "it exists but is not yours"). */
  async function visible(actor: Principal, id: string): Promise<LinkRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.links.findById(id) : null;
    if (!row || (row.userId !== actor.id && !actor.isAdmin)) throw notFound('Link');
    return row;
  }

  /** The link, when the actor owns it. */
  async function owned(actor: Principal, id: string): Promise<LinkRow> {
    const row = await visible(actor, id);
    if (row.userId !== actor.id) throw notFound('Link');
    return row;
  }

  /**
   * The cache entry for each row, with its owner's targeting access, read once per owner (many
   * rows at start share few owners) and only for rows that have targeting.
   */
  async function cachedLinks(rows: LinkRow[]): Promise<CachedLink[]> {
    const accesses = new Map<string, Promise<TargetingAccess>>();
    const accessOf = (userId: string) => {
      let access = accesses.get(userId);
      if (access === undefined) {
        access = deps.targetingAccessOf(userId);
        accesses.set(userId, access);
      }
      return access;
    };
    const cached: CachedLink[] = [];
    for (const row of rows)
      cached.push(toCached(row, row.targeting === null ? noTargeting : await accessOf(row.userId)));
    return cached;
  }

  const targeting = createTargetingService({
    links: deps.links,
    cache: deps.cache,
    ownHosts: () => deps.domains.ownHosts(),
    targetingAccessOf: deps.targetingAccessOf,
    plans: deps.plans,
    watchedHosts: deps.watchedHosts,
    now: deps.now,
    owned,
    toLink,
    resolve: (domain, code) => service.resolve(domain, code),
  });

  const service = {
    ...targeting,
    toLink,

    /**
     * An account is being deleted: its links and what other modules keep of each (clicks), in the
     * account's transaction. The cache drops them once it commits (invalidateOwner).
     */
    async deleteAllOf(tx: Tx, userId: string): Promise<number> {
      for (const id of await deps.links.idsOfOwner(tx, userId)) {
        for (const hook of deletedHooks) await hook(id, tx);
      }
      return deps.links.deleteOfOwner(tx, userId);
    },

    /** Registers what must be deleted with a link, in its transaction (analytics' rows). */
    onDeleted(hook: LinkDeletedHook): void {
      deletedHooks.push(hook);
    },

    async summaries(ids: string[]): Promise<LinkSummary[]> {
      return (await deps.links.findByIds(ids)).map(toSummary);
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

    async create(actor: Principal, input: CreateLink): Promise<Link> {
      const { entitlements, defaultDomain } = await deps.entitlementsOf(actor.id);
      if (!entitlements.createLinks) {
        throw forbidden(
          'Your plan does not include creating short links. Choose a plan on the pricing page.',
        );
      }
      const { domain, fields } = newLinkProblems(input, {
        entitlements,
        domains: await deps.domains.domainsOf(actor.id),
        defaultDomain,
        ownHosts: await deps.domains.ownHosts(),
        now: deps.now(),
      });
      if (Object.keys(fields).length > 0) throw validationFailed(fields);

      for (let attempt = 1; ; attempt++) {
        const code = input.custom_alias ?? generateShortCode();
        try {
          const { row, filledLimit } = await deps.links.insertWithinLimit(
            {
              userId: actor.id,
              shortUrl: code,
              domain,
              destinationUrl: input.destination_url,
              customAlias: input.custom_alias ?? null,
              title: input.title || null,
              expiresAt: input.expires_at ? new Date(input.expires_at) : null,
              forwardQuery: input.forward_query ?? true,
              preview: input.preview ?? false,
            },
            entitlements.maxShortlinks,
          );
          // A cached "unknown code" for this key must not outlive the new link.
          await deps.cache.invalidate([cacheKey(domain, code)]);
          if (filledLimit) {
            const limit = entitlements.maxShortlinks!;
            await deps.notify?.(actor.id, linkLimitNotice(limit));
          }
          return toLink(row);
        } catch (error) {
          if (error instanceof LinkLimitReachedError) {
            throw new AppError(403, 'limit_reached', linkLimitMessage(error.limit));
          }
          if (!(error instanceof LinkCodeTakenError)) throw error;
          if (input.custom_alias) throw validationFailed({ custom_alias: aliasTaken(domain) });
          if (attempt >= maxCodeAttempts) throw error;
        }
      }
    },

    async list(
      actor: Principal,
      options: { page: number; q?: string | undefined; all?: boolean },
    ): Promise<LinkList> {
      const everyone = actor.isAdmin && options.all === true;
      const { items, total } = await deps.links.list({
        userId: everyone ? null : actor.id,
        ...(options.q ? { query: options.q } : {}),
        limit: linksPageSize,
        offset: (options.page - 1) * linksPageSize,
      });
      return { items: items.map(toLink), total, page: options.page, page_size: linksPageSize };
    },

    async get(actor: Principal, id: string): Promise<Link> {
      return toLink(await visible(actor, id));
    },

    async update(actor: Principal, id: string, patch: UpdateLink): Promise<Link> {
      const row = await owned(actor, id);
      const fields: Record<string, string> = {};
      if (patch.destination_url !== undefined) await checkDestination(patch.destination_url, fields);
      const aliasChanged = patch.custom_alias !== undefined && patch.custom_alias !== row.customAlias;
      if (aliasChanged && patch.custom_alias) {
        const { entitlements } = await deps.entitlementsOf(actor.id);
        const problem = aliasProblem(patch.custom_alias, entitlements);
        if (problem) fields.custom_alias = problem;
      }
      checkExpiry(patch.expires_at, fields);
      const newDomain = patch.domain !== undefined && patch.domain !== row.domain ? patch.domain : null;
      if (newDomain !== null && !(await deps.domains.domainsOf(row.userId)).includes(newDomain))
        fields.domain = notYourDomain;
      if (Object.keys(fields).length > 0) throw validationFailed(fields);

      const newCode = aliasChanged ? (patch.custom_alias ?? generateShortCode()) : row.shortUrl;
      let updated: LinkRow | null;
      try {
        updated = await deps.links.update(id, {
          ...(patch.destination_url !== undefined ? { destinationUrl: patch.destination_url } : {}),
          ...(aliasChanged ? { customAlias: patch.custom_alias ?? null, shortUrl: newCode } : {}),
          ...(patch.title !== undefined ? { title: patch.title || null } : {}),
          ...(patch.expires_at !== undefined
            ? { expiresAt: patch.expires_at ? new Date(patch.expires_at) : null }
            : {}),
          ...(patch.is_active !== undefined ? { isActive: patch.is_active } : {}),
          ...(patch.forward_query !== undefined ? { forwardQuery: patch.forward_query } : {}),
          ...(patch.preview !== undefined ? { preview: patch.preview } : {}),
          ...(newDomain !== null ? { domain: newDomain } : {}),
        });
      } catch (error) {
        if (!(error instanceof LinkCodeTakenError)) throw error;
        const domain = newDomain ?? row.domain;
        throw validationFailed(
          aliasChanged
            ? { custom_alias: aliasTaken(domain) }
            : { domain: `The code ${newCode} is already used on ${domain}. Choose another domain or alias.` },
        );
      }
      if (!updated) throw notFound('Link');
      await deps.cache.invalidate([
        cacheKey(row.domain, row.shortUrl),
        cacheKey(updated.domain, updated.shortUrl),
      ]);
      return toLink(updated);
    },

    /** How many of an account's links live on a domain (the domains module asks before a removal). */
    countOnDomain(userId: string, domain: string): Promise<number> {
      return deps.links.countOnDomain(userId, domain);
    },

    /** Moves an account's links from one domain to another (all or none); answers how many. */
    async moveDomain(userId: string, from: string, to: string): Promise<number> {
      let codes: string[];
      try {
        codes = await deps.links.moveDomain(userId, from, to);
      } catch (error) {
        if (!(error instanceof LinkCodeTakenError)) throw error;
        const clashes = Number(error.message);
        throw clashes === 1
          ? conflict(
              `1 of these links has a code already used on ${to}. Change its code or choose another domain.`,
              { to_domain: `1 code is already used on ${to}.` },
            )
          : conflict(
              `${clashes} of these links have codes already used on ${to}. Change their codes or choose another domain.`,
              { to_domain: `${clashes} codes are already used on ${to}.` },
            );
      }
      await deps.cache.invalidate(codes.flatMap((code) => [cacheKey(from, code), cacheKey(to, code)]));
      return codes.length;
    },

    async remove(actor: Principal, id: string): Promise<void> {
      const row = await owned(actor, id);
      await deps.links.delete(id, async (tx) => {
        for (const hook of deletedHooks) await hook(id, tx);
      });
      await deps.cache.invalidate([cacheKey(row.domain, row.shortUrl)]);
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
        link = row ? ((await cachedLinks([row]))[0] ?? null) : null;
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
      const links = await cachedLinks(rows);
      rows.forEach((row, index) => deps.cache.set(cacheKey(row.domain, row.shortUrl), links[index]!));
      return rows.length;
    },

    /** What /safe-redirect shows: only for a link that would redirect now. */
    async preview(id: string): Promise<{ destination_url: string; title: string | null; link: string }> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.links.findById(id) : null;
      const now = deps.now().getTime();
      if (!row || !row.isActive || (row.expiresAt && row.expiresAt.getTime() <= now)) throw notFound('Link');
      return { destination_url: row.destinationUrl, title: row.title, link: toLink(row).link };
    },

    async search(actor: Principal, query: string, limit: number): Promise<Link[]> {
      const { items } = await deps.links.list({ userId: actor.id, query, limit, offset: 0 });
      return items.map(toLink);
    },
  };
  return service;
}

export type LinksService = ReturnType<typeof createLinksService>;
