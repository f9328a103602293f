import type {
  CheckDetail,
  CheckHistory,
  CheckSummary,
  ResolverResult,
  WatchedDomain,
  WatchedDomainList,
} from '../../shared/checks';

// Watched domains and checks as the API answers them, for component tests only (no production code
// imports this file). By the harness's convention (src/web/test/README.md) it belongs beside
// make-domain.ts there; it sits here while only this feature's pages use it.

let sequence = 0;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A check that found the domain up, by default 2 minutes ago, with two clear resolvers. */
export function makeSummary(overrides: Partial<CheckSummary> = {}): CheckSummary {
  sequence += 1;
  return {
    id: `check-${sequence}`,
    checked_at: minutesAgo(2),
    state: 'up',
    latency_ms: 120,
    http_status: 200,
    certificate_days_left: 60,
    resolvers: [
      { resolver: 'Nawala', verdict: 'clear' },
      { resolver: 'Kominfo', verdict: 'clear' },
    ],
    reasons: [],
    ...overrides,
  };
}

/** A watched domain, by default checked up twice (so its announced state is up), checked hourly. */
export function makeWatched(overrides: Partial<WatchedDomain> & { hostname?: string } = {}): WatchedDomain {
  sequence += 1;
  const hostname = overrides.hostname ?? `site${sequence}.example.com`;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    hostname,
    display_hostname: hostname,
    state: 'up',
    last_check: makeSummary(),
    auto: true,
    interval_minutes: 60,
    next_run_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    custom_domain: false,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeList(overrides: Partial<WatchedDomainList> = {}): WatchedDomainList {
  const domains = overrides.domains ?? [];
  return {
    domains,
    limits: { max_check_domains: 5, max_auto_check_domains: 3, min_interval_minutes: 10 },
    used: domains.length,
    auto_used: domains.filter((domain) => domain.auto).length,
    paused: false,
    notice: null,
    ...overrides,
  };
}

/** What a filtering resolver that blocks the domain answers: Nawala's block page by CNAME, EDE 15. */
export function blockedBy(resolver = 'Nawala'): ResolverResult {
  return {
    resolver,
    address: '180.131.144.144:53',
    verdict: 'blocked',
    evidence: 'CNAME internetpositif.id matches a block signature',
    rcode: 'NOERROR',
    answers: ['CNAME internetpositif.id', 'A 36.86.63.182'],
    ede: { code: 15, text: 'Blocked' },
    duration_ms: 41,
  };
}

/** A check's evidence: DNS, HTTP and the certificate all fine, and what each resolver said. */
export function makeDetail(overrides: Partial<CheckDetail> = {}): CheckDetail {
  return {
    ...makeSummary(),
    dns: {
      resolver: '1.1.1.1',
      a: ['93.184.215.14'],
      aaaa: [],
      cname: [],
      duration_ms: 12,
      error: null,
    },
    http: {
      url: 'https://example.com/',
      final_url: 'https://www.example.com/',
      status: 200,
      redirects: ['https://www.example.com/'],
      timings: { dns_ms: 12, connect_ms: 30, tls_ms: 45, first_byte_ms: 120, total_ms: 180 },
      error: null,
      https_error: null,
    },
    certificate: {
      subject: 'CN=example.com',
      issuer: "CN=R11, O=Let's Encrypt",
      valid_from: '2026-10-01T00:00:00.000Z',
      valid_to: '2026-12-30T00:00:00.000Z',
      days_left: 36,
      name_matches: true,
      trusted: true,
      error: null,
    },
    blocking: [
      {
        resolver: 'Kominfo',
        address: '203.0.113.53:53',
        verdict: 'clear',
        evidence: 'answered with the domain’s own address',
        rcode: 'NOERROR',
        answers: ['A 93.184.215.14'],
        ede: null,
        duration_ms: 18,
      },
    ],
    ...overrides,
  };
}

export function makeHistory(overrides: Partial<CheckHistory> = {}): CheckHistory {
  return { checks: [], daily: [], ...overrides };
}
