import type { FastifyBaseLogger } from 'fastify';

// The domains short links live on: the admin's base_domain and other_domain, then the server's own
// host. The first is the default for new links. Every redirect resolves a host, so the list is
// kept in memory: refreshed when the settings change (refresh()), and re-read by list() when it
// is a few seconds old; the redirect itself never waits for nor starts a query.

const refreshMs = 5_000;

export interface ShortDomains {
  /** Every domain links may live on; the first is the default. */
  list(): Promise<string[]>;
  /** Redirect step 1: a request's host -> the domain its links are stored under. */
  resolveHost(hostname: string): string;
  refresh(): Promise<void>;
  /** The server's own host name, last in the list. */
  readonly own: string;
}

export function createShortDomains(deps: {
  publicHostname: string;
  settings: () => Promise<{ base_domain: string; other_domain: string }>;
  logger: FastifyBaseLogger;
}): ShortDomains {
  let current: string[] = [deps.publicHostname];
  let loadedAt = 0;

  async function refresh() {
    try {
      const { base_domain, other_domain } = await deps.settings();
      current = [...new Set([base_domain, other_domain, deps.publicHostname].filter(Boolean))];
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
    resolveHost(hostname) {
      let host = hostname.toLowerCase();
      // `sho.rt.` is the same name as `sho.rt` (the root's dot, which a browser may keep).
      if (host.endsWith('.')) host = host.slice(0, -1);
      // Any other name for this server (127.0.0.1, an internal name) serves its own links.
      return current.includes(host) ? host : deps.publicHostname;
    },
  };
}
