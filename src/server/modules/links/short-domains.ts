import type { ShortDomains } from './links.service';

// The domains short links live on: the admin's base_domain and other_domain, then the server's own
// host. The first is the default for new links. Read often (every redirect resolves a host), so
// the list is kept for a few seconds.

const refreshMs = 5_000;

export function createShortDomains(deps: {
  publicHostname: string;
  settings: () => Promise<{ base_domain: string; other_domain: string }>;
}): ShortDomains & { resolveHost(hostname: string): string; refresh(): Promise<void> } {
  let current: string[] = [deps.publicHostname];
  let loadedAt = 0;

  async function refresh() {
    const { base_domain, other_domain } = await deps.settings();
    current = [...new Set([base_domain, other_domain, deps.publicHostname].filter(Boolean))];
    loadedAt = Date.now();
  }

  return {
    async list() {
      if (Date.now() - loadedAt > refreshMs) await refresh();
      return current;
    },
    refresh,
    /** Redirect step 1: a request's host -> the domain its links are stored under. */
    resolveHost(hostname) {
      if (Date.now() - loadedAt > refreshMs) {
        loadedAt = Date.now();
        void refresh().catch(() => undefined);
      }
      const host = hostname.toLowerCase();
      // Any other name for this server (127.0.0.1, an internal name) serves its own links.
      return current.includes(host) ? host : deps.publicHostname;
    },
  };
}
