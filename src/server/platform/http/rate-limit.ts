import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// Abuse limits of our own (better-auth keeps its sign-in limits in the database): a fixed window
// per key, counted in this process's memory, or in Redis when REDIS_URL is set so that every
// process shares the count (while Redis does not answer, in this process's memory again). A fixed
// window lets a client send up to twice the limit across a window's edge; for slowing scanners and
// scripts that is enough, and it costs one counter per key.

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends (the Retry-After of a refusal). */
  retryAfterSeconds: number;
  /** Requests left in this window (the RateLimit-Remaining header). */
  remaining: number;
}

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitVerdict>;
}

/** Where counts live: `increment` adds one and returns the count and the ms left in the window. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Null when the store answers, else why not (/api/health). */
  problem(): Promise<string | null>;
  close(): Promise<void>;
}

/** Counts in this process. Windows that ended are swept once a window, so idle keys go. */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    async increment(key, windowMs) {
      const at = now();
      if (at >= nextSweep) {
        for (const [name, window] of windows) if (window.endsAt <= at) windows.delete(name);
        nextSweep = at + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, msLeft: window.endsAt - at };
    },
    async problem() {
      return null;
    },
    async close() {
      windows.clear();
    },
  };
}

// One round trip: the counter and its expiry are set together, so a key never outlives its window.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }
`;

/**
 * Counts in Redis, shared by every process. If Redis cannot answer within a moment the request is
 * counted in this process instead (and that logged, at most once a minute): a limit that fails
 * must not take the site down, nor let a scanner through while it is down. Each process then
 * allows the whole limit, as one process alone does; the counts start again from zero in Redis
 * when it is back.
 */
export function redisRateLimitStore(options: {
  url: string;
  /** Prefixes every key (tests use one of their own). */
  keyPrefix?: string;
  logger: FastifyBaseLogger;
  /** Where requests are counted while Redis does not answer (this process's memory by default). */
  fallback?: RateLimitStore;
}): RateLimitStore {
  const fallback = options.fallback ?? memoryRateLimitStore();
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'ringkas:rate:',
    // Fail fast rather than queue requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    lazyConnect: false,
  });
  let lastLogged = 0;
  const logOnce = (error: unknown) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    options.logger.warn({ err: error }, 'rate limits: Redis did not answer; counted in this process');
  };
  redis.on('error', logOnce);
  return {
    async increment(key, windowMs) {
      try {
        const [count, msLeft] = (await redis.eval(incrementScript, 1, key, windowMs)) as [number, number];
        return { count, msLeft };
      } catch (error) {
        logOnce(error);
        return fallback.increment(key, windowMs);
      }
    },
    async problem() {
      try {
        await redis.ping();
        return null;
      } catch {
        return 'Redis does not answer: rate limits are counted by each process alone until it does.';
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
      await fallback.close();
    },
  };
}

export function createRateLimiter(name: string, rule: RateLimitRule, store: RateLimitStore): RateLimiter {
  return {
    rule,
    async hit(key) {
      const { count, msLeft } = await store.increment(`${name}:${key}`, rule.windowMs);
      return {
        allowed: count <= rule.max,
        retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
        remaining: Math.max(0, rule.max - count),
      };
    },
  };
}

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, the smallest block one subscriber is usually given; counted
 * one by one, a single host could rotate through 2^64 addresses and never be limited.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
