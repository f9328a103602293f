import type { FastifyBaseLogger } from 'fastify';
import type { CustomDomainRow } from './custom-domains.repo';

// The verified custom domains, in memory: redirect step 1 asks it for every request to a host
// that is not a short domain, and Caddy's certificate question asks it too, so neither waits for
// the database. Reloaded whole on a change (the change bus tells every process); a failed reload
// keeps the last table.

export interface HostEntry {
  readonly id: string;
  readonly userId: string;
  readonly rootUrl: string | null;
  readonly notFoundUrl: string | null;
  readonly expiredUrl: string | null;
}

export interface HostTable {
  get(hostname: string): HostEntry | undefined;
  /** Every verified custom domain. */
  hostnames(): string[];
  /** One account's verified custom domains. */
  hostnamesOf(userId: string): string[];
  reload(): Promise<void>;
  readonly size: number;
}

export function createHostTable(deps: {
  verified: () => Promise<CustomDomainRow[]>;
  logger: FastifyBaseLogger;
}): HostTable {
  let table = new Map<string, HostEntry>();
  // Reloads asked for while one runs are folded into one more run after it.
  let running: Promise<void> | null = null;
  let again = false;

  async function load() {
    try {
      const rows = await deps.verified();
      table = new Map(
        rows.map((row) => [
          row.hostname,
          Object.freeze({
            id: row.id,
            userId: row.workspaceId,
            rootUrl: row.rootUrl,
            notFoundUrl: row.notFoundUrl,
            expiredUrl: row.expiredUrl,
          }),
        ]),
      );
    } catch (error) {
      deps.logger.error({ err: error }, 'custom domains reload failed; keeping the last table');
    }
  }

  return {
    get: (hostname) => table.get(hostname),
    hostnames: () => [...table.keys()],
    hostnamesOf: (userId) =>
      [...table].filter(([, entry]) => entry.userId === userId).map(([hostname]) => hostname),
    get size() {
      return table.size;
    },
    async reload() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await load();
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
