import {
  displayHostname,
  proofRecordName,
  proofRecordValue,
  type CustomDomain,
  type DnsRecord,
} from '../../../../shared/domains';
import { notFound } from '../../../platform/http/app-error';
import type { Dns } from '../../../platform/net/dns';
import type { Platform } from '../../../platform/wiring/module';
import type { NotifyMessage } from '../../notifications';
import type { CustomDomainRow, CustomDomainsRepo } from './custom-domains.repo';
import type { HostTable } from './host-table';

// What the custom domains' actions (add-domain.ts, verify-domain.ts, ...) share: their
// dependencies, whose a domain is, and a domain as the API shows it with its DNS records.

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
  /** What the module announces once committed ('domain.verified', 'domain.lost'). */
  events: Pick<Platform['events'], 'emit'>;
  /** Where the routing record points: the public host name, or PUBLIC_IPS. */
  routing: { hostname: string; ips: string[] };
  now(): Date;
}

export const claimedReason = 'Another account has already proven this domain.';

function recordsOf(deps: CustomDomainsDeps, row: CustomDomainRow): DnsRecord[] {
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

export async function toDomain(deps: CustomDomainsDeps, row: CustomDomainRow): Promise<CustomDomain> {
  return {
    id: row.id,
    hostname: row.hostname,
    display_hostname: displayHostname(row.hostname),
    status: row.status,
    records: recordsOf(deps, row),
    root_url: row.rootUrl,
    not_found_url: row.notFoundUrl,
    expired_url: row.expiredUrl,
    last_error: row.lastError,
    checked_at: row.checkedAt?.toISOString() ?? null,
    next_check_at: row.nextCheckAt?.toISOString() ?? null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    link_count: await deps.linksOn(row.workspaceId, row.hostname),
  };
}

export async function owned(deps: CustomDomainsDeps, userId: string, id: string): Promise<CustomDomainRow> {
  const row = await deps.repo.find(userId, id);
  if (!row) throw notFound('Domain');
  return row;
}
