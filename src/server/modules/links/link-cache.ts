import { LRUCache } from 'lru-cache';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import type { PreparedTargeting } from './targeting/prepare';

// Resolved links, in memory, so that a cached redirect never touches the database. An edit
// invalidates the local entry at once; other processes hear of it through the change bus.
// Unknown codes are cached too (briefly), so random probing costs no queries.

export interface CachedLink {
  id: string;
  /** The owner: a change of their plan drops their links from every process's cache. */
  workspaceId: string;
  destinationUrl: string;
  isActive: boolean;
  expiresAt: number | null;
  /**
   * A click cap: the clicks counted when the entry was loaded, plus those this process has sent on
   * since (decide() adds each one that will count: not a bot's). Another process's clicks arrive
   * with the flush that reaches the cap, which reloads the entry everywhere (ADR 0030). A reload
   * keeps what this process had counted when that is more than the stored count (set()).
   */
  clickCap: { max: number; counted: number } | null;
  /** Where the link goes once expired; null: its domain's expired URL, else the 410 page. */
  expiredUrl: string | null;
  forwardQuery: boolean;
  preview: boolean;
  /**
   * Set when visitors must enter a password: what tells this password from the link's next one
   * (never the hash). The redirect's cookie for the link is signed over it.
   */
  passwordStamp: string | null;
  /** What social crawlers are shown instead of the 302 (the image as an absolute URL); null: none. */
  socialPreview: { title: string | null; description: string | null; imageUrl: string | null } | null;
  /** The rules, rotator and fallback the owner's plan allows, prepared (targeting/prepare.ts). */
  targeting: PreparedTargeting | null;
  /** When the owner's subscription ends, in ms since the epoch (then only the main destination). */
  targetingUntil: number | null;
}

/** The change bus channel; a change's payload is the changed entry's cache key. */
export const linkChangedChannel = 'ringkas_link_changed';
/** The change bus channel for an owner whose plan changed; the payload is the owner's user id. */
export const ownerChangedChannel = 'ringkas_owner_changed';
const missTtlMs = 60_000;
// How long a capped link's count outlives its entry: until the flush has written the clicks this
// process sent on (a second, or longer while the database is slow), so that a reload in between
// does not let them through again. Past it the stored count is at least as large.
const carriedCountTtlMs = 10 * 60_000;
// Bounds staleness should a change ever be missed (a dropped listener connection). On a bus with
// one process (the embedded engine) every change invalidates at once: its entries do not expire (an
// expired entry there waited behind a click flush on the one connection: redirects of 1 s).
const hitTtlMs = 5 * 60_000;

export function cacheKey(domain: string, code: string): string {
  return `${domain}/${code}`;
}

export interface LinkCache {
  get(key: string): CachedLink | null | undefined;
  /**
   * What the cache last held for a key, expired or not: the answer while the database cannot be
   * asked (an expired entry is only unconfirmed; a change would have removed it).
   */
  lastKnown(key: string): CachedLink | null | undefined;
  set(key: string, link: CachedLink | null): void;
  /** Drops the entry here and tells other processes to drop theirs. */
  invalidate(keys: string[]): Promise<void>;
  /**
   * Drops every entry of one owner here and tells other processes to drop theirs: what their
   * plan allows of targeting is part of each entry.
   */
  invalidateOwner(userId: string): Promise<void>;
  /** Starts hearing other processes' changes. */
  start(): void;
  stop(): void;
}

export function createLinkCache(options: {
  bus: ChangeBus;
  max?: number;
  /** How long a hit is trusted on a bus with other processes (tests shorten it). */
  hitTtlMs?: number;
}): LinkCache {
  const { bus } = options;
  const cache = new LRUCache<string, CachedLink | { miss: true }>({
    max: options.max ?? 100_000,
    ttlAutopurge: false,
    dispose: (entry) => {
      if (!('miss' in entry)) carry(entry);
    },
    // An expired entry stays (until evicted or replaced) for lastKnown().
    noDeleteOnStaleGet: true,
  });
  const hitOptions = bus.crossProcess ? { ttl: options.hitTtlMs ?? hitTtlMs } : {};
  // A capped link's count as its dropped entries (invalidated, evicted, replaced) left it, by link
  // id: a change, even another process's of another field, must not forget the clicks this
  // process sent on since the entry was loaded and the flush has not written yet. Both counts are
  // at most the true one, so the larger is too: a link never stops early for it.
  const carriedCounts = new LRUCache<string, number>({ max: 100_000, ttl: carriedCountTtlMs });
  const carry = (link: CachedLink) => {
    if (link.clickCap === null) return;
    const counted = Math.max(link.clickCap.counted, carriedCounts.get(link.id) ?? 0);
    carriedCounts.set(link.id, counted);
  };
  let unsubscribe: (() => void) | undefined;

  function dropOwner(userId: string) {
    // Expired entries too (dump() keeps them): lastKnown() would answer with one in an outage.
    // A plan change is rare, so a walk over the whole cache is cheaper than an index per owner
    // kept on every set.
    const keys: string[] = [];
    for (const [key, entry] of cache.dump()) {
      if (!('miss' in entry.value) && entry.value.workspaceId === userId) keys.push(key);
    }
    for (const key of keys) cache.delete(key);
  }

  return {
    get(key) {
      const entry = cache.get(key);
      if (entry === undefined) return undefined;
      return 'miss' in entry ? null : entry;
    },
    lastKnown(key) {
      const entry = cache.peek(key, { allowStale: true });
      if (entry === undefined) return undefined;
      return 'miss' in entry ? null : entry;
    },
    set(key, link) {
      if (link?.clickCap) {
        const before = cache.peek(key, { allowStale: true });
        if (before !== undefined && !('miss' in before)) carry(before);
        const carried = carriedCounts.get(link.id);
        if (carried !== undefined && carried > link.clickCap.counted) link.clickCap.counted = carried;
      }
      if (link) cache.set(key, link, hitOptions);
      else cache.set(key, { miss: true }, { ttl: missTtlMs });
    },
    async invalidate(keys) {
      for (const key of keys) cache.delete(key);
      for (const key of keys) await bus.publish(linkChangedChannel, key);
    },
    async invalidateOwner(userId) {
      dropOwner(userId);
      await bus.publish(ownerChangedChannel, userId);
    },
    start() {
      if (unsubscribe) return;
      const unsubscribers = [
        bus.subscribe(linkChangedChannel, (key) => cache.delete(key)),
        bus.subscribe(ownerChangedChannel, dropOwner),
      ];
      unsubscribe = () => unsubscribers.forEach((stop) => stop());
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
