import { Resolver } from 'node:dns/promises';
import { LRUCache } from 'lru-cache';

// DNS lookups for domain proofs and checks: Node's resolver (c-ares) asking the configured
// servers (DNS_SERVERS) or the system's, every lookup bounded in time and its answer kept briefly.
// "No such record" and "no such name" are answers (an empty list); a server that does not answer,
// fails or refuses is not, and throws DnsUnavailableError: a proof must not be failed because a
// resolver was down.

export interface Dns {
  /** The TXT records of a name, each record's strings joined. */
  txt(name: string, options?: LookupOptions): Promise<string[]>;
  /** The name a CNAME record points to (lower case, no trailing dot), or none. */
  cname(name: string, options?: LookupOptions): Promise<string[]>;
  /** The name's IPv4 and IPv6 addresses. */
  addresses(name: string, options?: LookupOptions): Promise<string[]>;
}

export interface LookupOptions {
  /** Ask the server even when an answer is kept (someone just changed the record); keeps the new one. */
  fresh?: boolean;
}

export class DnsUnavailableError extends Error {
  constructor(
    readonly hostname: string,
    readonly code: string,
  ) {
    super(`DNS did not answer for ${hostname} (${code})`);
    this.name = 'DnsUnavailableError';
  }
}

export interface DnsOptions {
  /** "1.1.1.1", "127.0.0.1:5353", "[::1]:53"; none: the system's. */
  servers?: readonly string[] | null;
  /** The longest a lookup may take, retries included. */
  timeoutMs?: number;
  /** How long an answer is kept. */
  cacheMs?: number;
}

const noAnswer = new Set(['ENODATA', 'ENOTFOUND']);

export function createDns({ servers = null, timeoutMs = 2_000, cacheMs = 30_000 }: DnsOptions = {}): Dns {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  const cache = new LRUCache<string, Promise<string[]>>({ max: 10_000, ttl: cacheMs });

  // c-ares asks each server in turn, each within the timeout: the race keeps the whole lookup
  // within it too.
  function bounded<T>(hostname: string, lookup: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DnsUnavailableError(hostname, 'ETIMEOUT')), timeoutMs);
    });
    return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
  }

  function cached(
    type: string,
    hostname: string,
    options: LookupOptions | undefined,
    lookup: () => Promise<string[]>,
  ): Promise<string[]> {
    const key = `${type} ${hostname.toLowerCase()}`;
    const known = options?.fresh ? undefined : cache.get(key);
    if (known) return known;
    const answer = bounded(hostname, lookup()).catch((error: unknown) => {
      const code = (error as { code?: string }).code ?? 'EFAIL';
      if (noAnswer.has(code)) return [];
      cache.delete(key);
      throw error instanceof DnsUnavailableError ? error : new DnsUnavailableError(hostname, code);
    });
    cache.set(key, answer);
    return answer;
  }

  const normalName = (name: string) => name.toLowerCase().replace(/\.$/, '');

  return {
    txt: (name, options) =>
      cached('TXT', name, options, async () =>
        (await resolver.resolveTxt(name)).map((parts) => parts.join('')),
      ),
    cname: (name, options) =>
      cached('CNAME', name, options, async () => (await resolver.resolveCname(name)).map(normalName)),
    addresses: (name, options) =>
      cached('ADDR', name, options, async () => {
        const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
        const failed = [v4, v6].find(
          (result): result is PromiseRejectedResult =>
            result.status === 'rejected' && !noAnswer.has((result.reason as { code?: string }).code ?? ''),
        );
        if (failed) throw failed.reason;
        return [v4, v6].flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      }),
  };
}
