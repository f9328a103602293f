import { displayHostname, proofRecordName, proofRecordValue, type CustomDomain } from '../../shared/domains';

// Custom domains as GET /api/domains answers them, for component tests.

let sequence = 0;

/** A pending domain by default, with the TXT proof and a CNAME to this server as its records. */
export function makeDomain(overrides: Partial<CustomDomain> & { hostname?: string } = {}): CustomDomain {
  sequence += 1;
  const hostname = overrides.hostname ?? `links${sequence}.example.com`;
  const token = `token${String(sequence).padStart(4, '0')}`;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    hostname,
    display_hostname: displayHostname(hostname),
    status: 'pending',
    records: [
      { type: 'TXT', name: proofRecordName(hostname), value: proofRecordValue(token), purpose: 'proof' },
      { type: 'CNAME', name: hostname, value: 'ringkas.test', purpose: 'routing' },
    ],
    root_url: null,
    not_found_url: null,
    expired_url: null,
    last_error: null,
    checked_at: null,
    next_check_at: '2026-11-24T16:05:00.000Z',
    verified_at: null,
    created_at: '2026-11-24T16:00:00.000Z',
    link_count: 0,
    ...overrides,
  };
}

/** The same domain once proven. */
export function verified(domain: CustomDomain, overrides: Partial<CustomDomain> = {}): CustomDomain {
  return {
    ...domain,
    status: 'verified',
    last_error: null,
    checked_at: '2026-11-24T16:04:00.000Z',
    next_check_at: '2026-11-25T16:04:00.000Z',
    verified_at: '2026-11-24T16:04:00.000Z',
    ...overrides,
  };
}
