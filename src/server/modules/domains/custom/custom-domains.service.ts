import type { CustomDomain, CustomDomainList, UpdateCustomDomain } from '../../../../shared/domains';
import { addDomain } from './add-domain';
import { owned, toDomain, type CustomDomainsDeps } from './custom-domain-parts';
import { moveDomainLinks, removeDomain } from './remove-domain';
import { updateDomain } from './update-domain';
import { prove, runDueChecks } from './verify-domain';

// Custom domains: add a name, prove it with a TXT record, use it for links, remove it, one file
// per action (add-domain.ts, update-domain.ts, verify-domain.ts, remove-domain.ts; what they
// share in custom-domain-parts.ts). Proof runs on "Verify now" and in the background
// (runDueChecks, a job every minute); a change of what is verified reaches every process's host
// table through the change bus.

export type { CustomDomainsDeps };

export function createCustomDomainsService(deps: CustomDomainsDeps) {
  return {
    async list(userId: string): Promise<CustomDomainList> {
      const rows = await deps.repo.list(userId);
      return {
        domains: await Promise.all(rows.map((row) => toDomain(deps, row))),
        limit: await deps.limitOf(userId),
        used: rows.length,
      };
    },

    async get(userId: string, id: string): Promise<CustomDomain> {
      return toDomain(deps, await owned(deps, userId, id));
    },

    add: (userId: string, hostname: string): Promise<CustomDomain> => addDomain(deps, userId, hostname),

    update: (userId: string, id: string, patch: UpdateCustomDomain): Promise<CustomDomain> =>
      updateDomain(deps, userId, id, patch),

    async verifyNow(userId: string, id: string): Promise<CustomDomain> {
      return toDomain(deps, await prove(deps, await owned(deps, userId, id), true));
    },

    /** The background check (verify-domain.ts): every domain whose time has come. */
    runDueChecks: (signal?: AbortSignal): Promise<number> => runDueChecks(deps, signal),

    remove: (userId: string, id: string): Promise<void> => removeDomain(deps, userId, id),

    moveLinks: (userId: string, id: string, toDomain: string): Promise<{ moved: number }> =>
      moveDomainLinks(deps, userId, id, toDomain),

    /** Caddy's question before it gets a certificate: a verified custom domain or a short domain. */
    async mayHaveCertificate(hostname: string): Promise<boolean> {
      const name = hostname.toLowerCase().replace(/\.$/, '');
      return deps.hosts.get(name) !== undefined || (await deps.ownHosts()).includes(name);
    },
  };
}

export type CustomDomainsService = ReturnType<typeof createCustomDomainsService>;
