import type { FastifyBaseLogger } from 'fastify';

// The domains short links live on: the admin's base_domain and other_domain, then the server's own
// host. The first is the default for new links. Every redirect resolves a host, so the list is
// kept in memory: refreshed when the settings change (refresh()), and re-read by list() when it
// is a few seconds old; the redirect itself never waits for nor starts a query.

const refreshMs = 5_000;

export interface ShortDomains {
  /** Every domain links may live on; the first is the default. */
  list(): Promise<string[]>;
  /**
   * Redirect step 1: a request's host -> the domain its links are stored under; null for a name
   * that is neither a short domain, a verified custom domain nor this server's own (its links
   * are nobody's to answer: the not-found page).
   */
  resolveHost(hostname: string): string | null;
  refresh(): Promise<void>;
  /** Where an expired link on these domains goes (the admin's setting, from memory); null: the 410 page. */
  expiredUrl(): string | null;
  /** The server's own host name, last in the list. */
  readonly own: string;
}

/** Names a request reaches this server by without naming a domain: they serve its own links. */
const loopbackNames = ['localhost', '127.0.0.1', '::1', '[::1]'];

export function createShortDomains(deps: {
  publicHostname: string;
  /** The address the server listens on, as a URL spells it (own-hosts.ts listenHostName). */
  listenHostname?: string | null;
  /** Whether a name is a verified custom domain (custom/host-table.ts). */
  isCustomDomain?: (hostname: string) => boolean;
  settings: () => Promise<{ base_domain: string; other_domain: string; expired_url: string }>;
  logger: FastifyBaseLogger;
}): ShortDomains {
  let current: string[] = [deps.publicHostname];
  let expiredUrl: string | null = null;
  const ownNames = new Set([...loopbackNames, ...(deps.listenHostname ? [deps.listenHostname] : [])]);
  const isCustomDomain = deps.isCustomDomain ?? (() => false);
  let loadedAt = 0;

  async function refresh() {
    try {
      const { base_domain, other_domain, expired_url } = await deps.settings();
      current = [...new Set([base_domain, other_domain, deps.publicHostname].filter(Boolean))];
      expiredUrl = expired_url || null;
      loadedAt = Date.now();
    } catch (error) {
      // Redirects go on with the list they have; list() tries again on its next call.
      deps.logger.error({ err: error }, 'short domains refresh failed; keeping the last list');
    }
  }

  return {
    own: deps.publicHostname,
    async list() {
      if (Date.now() - loadedAt > refreshMs) await refresh();
      return current;
    },
    refresh,
    expiredUrl: () => expiredUrl,
    resolveHost(hostname) {
      let host = hostname.toLowerCase();
      // `sho.rt.` is the same name as `sho.rt` (the root's dot, which a browser may keep).
      if (host.endsWith('.')) host = host.slice(0, -1);
      if (current.includes(host) || isCustomDomain(host)) return host;
      // The address it listens on and the loopback names serve this server's own links.
      return ownNames.has(host) ? deps.publicHostname : null;
    },
  };
}
