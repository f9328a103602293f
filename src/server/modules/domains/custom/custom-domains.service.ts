import { randomBytes } from 'node:crypto';
import {
  displayHostname,
  proofRecordName,
  proofRecordValue,
  type CustomDomain,
  type CustomDomainList,
  type DnsRecord,
  type UpdateCustomDomain,
} from '../../../../shared/domains';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, conflict, notFound, validationFailed } from '../../../platform/app-error';
import type { Dns } from '../../../platform/dns';
import type { CustomDomainRow, CustomDomainsRepo } from './custom-domains.repo';
import type { NotifyMessage } from '../../notifications';
import type { HostTable } from './host-table';
import { domainTexts } from './notice-texts';
import { checkProof } from './proof';
import { afterCheck, type ProofChange, type ProofResult } from './proof-schedule';

// Custom domains: add a name, prove it with a TXT record, use it for links, remove it. Proof runs
// on "Verify now" and in the background (runDueChecks, a job every minute); a change of what is
// verified reaches every process's host table through the change bus.

export interface CustomDomainsDeps {
  repo: CustomDomainsRepo;
  dns: Pick<Dns, 'txt'>;
  hosts: HostTable;
  /** The product's own short domains and host names: never a customer's. */
  ownHosts(): Promise<string[]>;
  /** The account's plan limit (null: unlimited). */
  limitOf(userId: string): Promise<number | null>;
  /** How many of the account's links live on a domain, and moving them (the links module's). */
  linksOn(userId: string, hostname: string): Promise<number>;
  moveLinks(userId: string, from: string, to: string): Promise<number>;
  /** The domains the account may put links on (short domains and its verified ones). */
  domainsOf(userId: string): Promise<string[]>;
  notify(userId: string, message: NotifyMessage): Promise<unknown>;
  /** Announces a change of verified domains to every process (this one included). */
  changed(): Promise<void>;
  /** Where the routing record points: the public host name, or PUBLIC_IPS. */
  routing: { hostname: string; ips: string[] };
  now(): Date;
}

const claimedReason = 'Another account has already proven this domain.';
const recheckBatch = 100;
const failedCheckRetryMs = 60 * 60_000;

export function createCustomDomainsService(deps: CustomDomainsDeps) {
  function recordsOf(row: CustomDomainRow): DnsRecord[] {
    const proof: DnsRecord = {
      type: 'TXT',
      name: proofRecordName(row.hostname),
      value: proofRecordValue(row.token),
      purpose: 'proof',
    };
    const routing: DnsRecord[] =
      deps.routing.ips.length > 0
        ? deps.routing.ips.map((ip) => ({
            type: ip.includes(':') ? ('AAAA' as const) : ('A' as const),
            name: row.hostname,
            value: ip,
            purpose: 'routing' as const,
          }))
        : [{ type: 'CNAME', name: row.hostname, value: deps.routing.hostname, purpose: 'routing' }];
    return [proof, ...routing];
  }

  async function toDomain(row: CustomDomainRow): Promise<CustomDomain> {
    return {
      id: row.id,
      hostname: row.hostname,
      display_hostname: displayHostname(row.hostname),
      status: row.status,
      records: recordsOf(row),
      root_url: row.rootUrl,
      not_found_url: row.notFoundUrl,
      last_error: row.lastError,
      checked_at: row.checkedAt?.toISOString() ?? null,
      next_check_at: row.nextCheckAt?.toISOString() ?? null,
      verified_at: row.verifiedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      link_count: await deps.linksOn(row.userId, row.hostname),
    };
  }

  async function owned(userId: string, id: string): Promise<CustomDomainRow> {
    const row = await deps.repo.find(userId, id);
    if (!row) throw notFound('Domain');
    return row;
  }

  /** Runs a proof and stores what it changed; tells the owner and every process what they need to know. */
  async function prove(row: CustomDomainRow, manual: boolean): Promise<CustomDomainRow> {
    const now = deps.now();
    let result: ProofResult = await checkProof(deps.dns, row.hostname, row.token);
    if (
      result.kind === 'proven' &&
      row.status !== 'verified' &&
      (await deps.repo.verifiedElsewhere(row.hostname, row.userId))
    )
      result = { kind: 'claimed', reason: claimedReason };
    const store = (change: ProofChange) =>
      deps.repo.update(row.userId, row.id, {
        status: change.status,
        nextCheckAt: change.nextCheckAt,
        txtMissingSince: change.txtMissingSince,
        lastError: change.lastError,
        checkedAt: now,
        ...(change.verifiedNow ? { verifiedAt: now } : {}),
      });
    let change: ProofChange = afterCheck(row, result, now, manual);
    let updated: CustomDomainRow | null;
    try {
      updated = await store(change);
    } catch (error) {
      // Another account proved it between the question and the write: the first keeps it.
      if (!isUniqueViolation(error)) throw error;
      change = afterCheck(row, { kind: 'claimed', reason: claimedReason }, now, manual);
      updated = await store(change);
    }
    if (!updated) throw notFound('Domain');
    if (row.status !== updated.status && (row.status === 'verified' || updated.status === 'verified'))
      await deps.changed();
    if (change.notify) await deps.notify(row.userId, notice(change.notify, updated));
    return updated;
  }

  return {
    async list(userId: string): Promise<CustomDomainList> {
      const rows = await deps.repo.list(userId);
      return {
        domains: await Promise.all(rows.map(toDomain)),
        limit: await deps.limitOf(userId),
        used: rows.length,
      };
    },

    async get(userId: string, id: string): Promise<CustomDomain> {
      return toDomain(await owned(userId, id));
    },

    async add(userId: string, hostname: string): Promise<CustomDomain> {
      if ((await deps.ownHosts()).includes(hostname))
        throw validationFailed({
          hostname: "This is one of this site's own domains: enter a domain of yours.",
        });
      if (await deps.repo.verifiedElsewhere(hostname, userId))
        throw conflict(claimedReason, { hostname: claimedReason });
      const limit = await deps.limitOf(userId);
      const now = deps.now();
      let row: CustomDomainRow | null;
      try {
        row = await deps.repo.insertWithin(
          { userId, hostname, token: randomBytes(16).toString('hex'), nextCheckAt: now },
          limit,
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict('You have already added this domain.', {
          hostname: 'You have already added this domain.',
        });
      }
      if (!row) {
        throw new AppError(
          403,
          'limit_reached',
          limit === 0
            ? 'Your plan does not include custom domains. Upgrade your plan to add one.'
            : limit === 1
              ? 'Your plan allows 1 custom domain. Remove one or upgrade your plan.'
              : `Your plan allows ${limit} custom domains. Remove one or upgrade your plan.`,
        );
      }
      return toDomain(row);
    },

    async update(userId: string, id: string, patch: UpdateCustomDomain): Promise<CustomDomain> {
      const row = await owned(userId, id);
      // This domain, the site's own names and every verified custom domain (whose own root or
      // not-found URL may lead back here).
      const loops = new Set([...(await deps.ownHosts()), ...deps.hosts.hostnames(), row.hostname]);
      const fields: Record<string, string> = {};
      for (const [key, url] of [
        ['root_url', patch.root_url],
        ['not_found_url', patch.not_found_url],
      ] as const) {
        if (url && loops.has(new URL(url).hostname.toLowerCase()))
          fields[key] = 'This URL leads back to this site: visitors would go round in a loop.';
      }
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      const change = {
        ...(patch.root_url !== undefined ? { rootUrl: patch.root_url } : {}),
        ...(patch.not_found_url !== undefined ? { notFoundUrl: patch.not_found_url } : {}),
      };
      // Nothing to change: an UPDATE with no columns is not SQL.
      if (Object.keys(change).length === 0) return toDomain(row);
      const updated = await deps.repo.update(userId, id, change);
      if (!updated) throw notFound('Domain');
      if (updated.status === 'verified') await deps.changed();
      return toDomain(updated);
    },

    async verifyNow(userId: string, id: string): Promise<CustomDomain> {
      return toDomain(await prove(await owned(userId, id), true));
    },

    /**
     * The background check: every domain whose time has come, a batch at a time. A domain whose
     * check fails is put off for an hour so that it cannot hold up the others (it would stay first
     * in line), and the run fails at the end, naming how many, for the job's log.
     */
    async runDueChecks(signal?: AbortSignal): Promise<number> {
      let checked = 0;
      const failures: unknown[] = [];
      for (;;) {
        const due = await deps.repo.due(deps.now(), recheckBatch);
        for (const row of due) {
          if (signal?.aborted) return checked;
          try {
            await prove(row, false);
            checked += 1;
          } catch (error) {
            failures.push(error);
            await deps.repo.update(row.userId, row.id, {
              nextCheckAt: new Date(deps.now().getTime() + failedCheckRetryMs),
            });
          }
        }
        if (due.length < recheckBatch) break;
      }
      if (failures.length > 0)
        throw new AggregateError(
          failures,
          `${failures.length} custom domain check(s) failed; each is retried in an hour`,
        );
      return checked;
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      const links = await deps.linksOn(userId, row.hostname);
      if (links > 0) {
        throw conflict(
          links === 1
            ? '1 link uses this domain. Move it to another domain first.'
            : `${links} links use this domain. Move them to another domain first.`,
          { links: String(links) },
        );
      }
      await deps.repo.remove(userId, id);
      if (row.status === 'verified') await deps.changed();
    },

    async moveLinks(userId: string, id: string, toDomain: string): Promise<{ moved: number }> {
      const row = await owned(userId, id);
      const allowed = (await deps.domainsOf(userId)).filter((domain) => domain !== row.hostname);
      if (!allowed.includes(toDomain))
        throw validationFailed({ to_domain: 'Choose one of your domains or a short domain of this site.' });
      return { moved: await deps.moveLinks(userId, row.hostname, toDomain) };
    },

    /** Caddy's question before it gets a certificate: a verified custom domain or a short domain. */
    async mayHaveCertificate(hostname: string): Promise<boolean> {
      const name = hostname.toLowerCase().replace(/\.$/, '');
      return deps.hosts.get(name) !== undefined || (await deps.ownHosts()).includes(name);
    },
  };
}

export type CustomDomainsService = ReturnType<typeof createCustomDomainsService>;

function notice(kind: NonNullable<ProofChange['notify']>, row: CustomDomainRow): NotifyMessage {
  const name = displayHostname(row.hostname);
  switch (kind) {
    case 'verified':
      return ({ language }) => ({
        type: 'domain_verified',
        ...domainTexts[language].verified(name),
        link: '/domains',
      });
    case 'expired':
      return ({ language }) => ({
        type: 'domain_failed',
        ...domainTexts[language].expired(name),
        link: '/domains',
      });
    case 'lost':
      return ({ language }) => ({
        type: 'domain_failed',
        ...domainTexts[language].lost(name),
        link: '/domains',
      });
    default:
      return unknownNotice(kind);
  }
}

function unknownNotice(kind: never): never {
  throw new Error(`Unknown domain notice ${String(kind)}`);
}
