import type { Tx } from '../../db/client';
import { conflict } from '../../platform/http/app-error';
import type { Emit } from '../../platform/wiring/events';
import type { AppEvents } from '../../platform/wiring/module';
import { cacheKey, type LinkCache } from './link-cache';
import { LinkCodeTakenError, type LinksRepo } from './links.repo';
import { withHostPaused } from './targeting/stored';

// The links module's lower half: the links table and the redirect's cache, and what the modules
// below the links' own rules ask of them (domains: the links on a domain, moved before a removal;
// checks: rotator destinations paused on a failing host; an account's deletion). It needs no
// other module, so those modules can sit below the links service, which needs them.

export function createLinkStore(deps: { repo: LinksRepo; cache: LinkCache }) {
  const { repo, cache } = deps;
  return {
    /** The links table: for the links module's own service alone. */
    repo,
    /** The redirect's cache of links: for the links module's own service alone. */
    cache,

    /** How many of an account's links live on a domain (asked before a removal). */
    countOnDomain: (userId: string, domain: string): Promise<number> => repo.countOnDomain(userId, domain),

    /** Moves an account's links from one domain to another (all or none); answers how many. */
    async moveDomain(userId: string, from: string, to: string): Promise<number> {
      let codes: string[];
      try {
        codes = await repo.moveDomain(userId, from, to);
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
      await cache.invalidate(codes.flatMap((code) => [cacheKey(from, code), cacheKey(to, code)]));
      return codes.length;
    },

    /**
     * Pauses (or resumes) the owner's rotator destinations on `host`, as a failing (or passing)
     * domain check says. The owner's own pauses are another flag and stay as they are. Returns how
     * many links changed.
     */
    async pauseRotatorEntriesForHost(userId: string, host: string, paused: boolean): Promise<number> {
      const changedKeys: string[] = [];
      for (const row of await repo.targetedByUser(userId)) {
        if (row.targeting === null || withHostPaused(row.targeting, host, paused) === row.targeting) continue;
        let changed = false;
        const updated = await repo.changeTargeting(row.id, (current) => {
          const next = current && withHostPaused(current, host, paused);
          changed = next !== current;
          return next;
        });
        if (updated && changed) changedKeys.push(cacheKey(updated.domain, updated.shortUrl));
      }
      if (changedKeys.length > 0) await cache.invalidate(changedKeys);
      return changedKeys.length;
    },

    /**
     * An account is being deleted: its links, each announced as 'links.deleting' on the account's
     * transaction (their clicks go with them); answers how many. The cache drops them once it
     * commits (invalidateOwner).
     */
    async deleteAllOf(tx: Tx, emit: Emit<AppEvents>, userId: string): Promise<number> {
      const linkIds = await repo.idsOfOwner(tx, userId);
      if (linkIds.length > 0) await emit('links.deleting', { linkIds });
      return repo.deleteOfOwner(tx, userId);
    },

    /** Drops links from the cache here and on every process (they reached their click cap). */
    invalidateLinks: (links: { domain: string; code: string }[]) =>
      cache.invalidate(links.map((link) => cacheKey(link.domain, link.code))),

    /** Drops an owner's links from the cache here and on every process (their access changed). */
    invalidateOwner: (userId: string) => cache.invalidateOwner(userId),
  };
}

export type LinkStore = ReturnType<typeof createLinkStore>;
