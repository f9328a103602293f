import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';

// A value read from the database and kept in memory (the brand, the plans): public pages read it
// on every visit, and it must still be answered while the database is away. It is read again when
// its owner says it changed (invalidate: the next read waits for the new value) or, when changes
// can be missed (another process's change while the change bus reconnects, or a table edited in
// SQL), once it is older than maxAgeMs (that read answers the kept value and refreshes behind it).
// When the database cannot be reached, the last value read is answered.

export interface LastKnown<T> {
  get(): Promise<T>;
  /** The next get() reads from the database (and waits for it). */
  invalidate(): void;
  /** Reads now; what get() answers afterwards. */
  refresh(): Promise<T>;
}

export interface LastKnownOptions<T> {
  /** Named in the log. */
  name: string;
  load(): Promise<T>;
  /** Older than this, a read refreshes it in the background; never when absent. */
  maxAgeMs?: number | undefined;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Milliseconds; tests move it. */
  now?: () => number;
}

/** After a background refresh failed, the next is tried this much later, not on every read. */
const retryAfterFailureMs = 5_000;

export function createLastKnown<T>(options: LastKnownOptions<T>): LastKnown<T> {
  const { name, logger, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  let held: { value: T; readAt: number } | undefined;
  // Bumped by invalidate(): a read that began before it may have seen the old value.
  let generation = 0;
  let heldGeneration = -1;
  let loading: { generation: number; promise: Promise<T> } | undefined;

  function load(): Promise<T> {
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const promise = options
      .load()
      .then((value) => {
        if (started >= heldGeneration) {
          held = { value, readAt: now() };
          heldGeneration = started;
        }
        return value;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { generation: started, promise };
    return promise;
  }

  return {
    async get() {
      if (held && heldGeneration === generation) {
        if (maxAgeMs !== undefined && now() - held.readAt > maxAgeMs) {
          const kept = held;
          load().catch((error: unknown) => {
            logger.warn({ err: error, name }, 'refreshing a kept value failed; answering the last one read');
            kept.readAt = now() - maxAgeMs + retryAfterFailureMs;
          });
        }
        return held.value;
      }
      try {
        return await load();
      } catch (error) {
        if (!held || !isDatabaseUnavailable(error)) throw error;
        logger.warn({ err: error, name }, 'database unavailable; answering the last value read');
        return held.value;
      }
    },
    invalidate() {
      generation += 1;
    },
    refresh() {
      generation += 1;
      return load();
    },
  };
}
