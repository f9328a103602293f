import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { DatabaseEngine } from '../../db/client';
import { listen, type PgListener } from '../../platform/pg-listener';

// Resolved links, in memory, so that a cached redirect never touches the database. An edit
// invalidates the local entry at once; on PostgreSQL other processes hear of it through
// LISTEN/NOTIFY. Unknown codes are cached too (briefly), so random probing costs no queries.

export interface CachedLink {
  id: string;
  destinationUrl: string;
  isActive: boolean;
  expiresAt: number | null;
  forwardQuery: boolean;
  preview: boolean;
}

/** The LISTEN/NOTIFY channel; a notification's payload is the changed entry's cache key. */
export const linkChangedChannel = 'ringkas_link_changed';
const missTtlMs = 60_000;
// Bounds staleness should a NOTIFY ever be missed (a dropped listener connection). The embedded
// engine has one process, where every change invalidates at once: its entries do not expire (an
// expired entry there waited behind a click flush on the one connection: redirects of 1 s).
const hitTtlMs = 5 * 60_000;

export function cacheKey(domain: string, code: string): string {
  return `${domain}/${code}`;
}

export interface LinkCache {
  get(key: string): CachedLink | null | undefined;
  set(key: string, link: CachedLink | null): void;
  /** Drops the entry here and tells other processes to drop theirs. */
  invalidate(keys: string[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLinkCache(options: {
  pool: pg.Pool;
  engine: DatabaseEngine;
  logger: FastifyBaseLogger;
  max?: number;
}): LinkCache {
  const cache = new LRUCache<string, CachedLink | { miss: true }>({
    max: options.max ?? 100_000,
    ttlAutopurge: false,
  });
  let listener: PgListener | undefined;
  const distributed = options.engine === 'postgres';

  return {
    get(key) {
      const entry = cache.get(key);
      if (entry === undefined) return undefined;
      return 'miss' in entry ? null : entry;
    },
    set(key, link) {
      if (link) cache.set(key, link, distributed ? { ttl: hitTtlMs } : {});
      else cache.set(key, { miss: true }, { ttl: missTtlMs });
    },
    async invalidate(keys) {
      for (const key of keys) cache.delete(key);
      if (!distributed) return;
      for (const key of keys) {
        await options.pool.query('SELECT pg_notify($1, $2)', [linkChangedChannel, key]);
      }
    },
    async start() {
      if (!distributed) return;
      listener = await listen(options.pool, linkChangedChannel, (key) => cache.delete(key), options.logger);
    },
    async stop() {
      await listener?.stop();
      listener = undefined;
    },
  };
}
