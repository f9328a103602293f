import type { BlockSettings, CheckDetail, ResolverResult } from '../../../shared/checks';
import {
  formatDnsServer,
  parseDnsServer,
  queryDns,
  type DnsAnswer,
  type DnsServer,
} from '../../platform/net/dns-query';
import { OutboundError, type Outbound, type OutboundResponse } from '../../platform/net/outbound';
import { judgeAnswer } from './block-verdict';
import { judgeCheck, noDnsAnswer } from './check-state';
import { judgeProbeAnswer, type ReportedAnswer } from './probe-verdict';

// One check of one domain: its DNS answers from the ordinary resolver, a GET of its root (HTTPS,
// else HTTP) through the guarded client with the certificate it presents, and what each filtering
// resolver answers for it. The three parts run side by side; none of them throws: a failure is
// evidence. A filtering resolver that a remote probe serves is not asked from here: its verdict
// comes from the probe's newest answer (probe-verdict.ts).

export type CheckOutcome = Omit<CheckDetail, 'id' | 'checked_at'>;

export interface DomainCheckerDeps {
  outbound: Outbound;
  /** The ordinary resolver (DNS_SERVERS' first, else the system's first). */
  resolver: DnsServer;
  /** The admin's filtering resolvers and block signatures, read for every check. */
  blockSettings: () => Promise<BlockSettings>;
  /** What the remote probes reported (the checks module's probes repo). */
  probes: {
    /** Which probe serves each filtering resolver, by the resolvers' names. */
    probedResolvers(): Promise<Map<string, string>>;
    /** The newest reported answer per resolver name for one hostname. */
    probeAnswers(hostname: string): Promise<Map<string, ReportedAnswer>>;
  };
  /** Where the root is fetched; tests point these at local servers. */
  ports?: { http: number; https: number };
  dnsTimeoutMs?: number;
  now: () => Date;
}

export type DomainChecker = (hostname: string) => Promise<CheckOutcome>;

export function createDomainChecker(deps: DomainCheckerDeps): DomainChecker {
  const timeoutMs = deps.dnsTimeoutMs ?? 3_000;
  const ports = deps.ports ?? { http: 80, https: 443 };

  return async (hostname) => {
    const [dns, { http, certificate }, blocking] = await Promise.all([
      dnsEvidence(deps, timeoutMs, hostname),
      httpEvidence(deps, ports, hostname),
      askResolvers(deps, timeoutMs, hostname),
    ]);
    const { state, reasons } = judgeCheck({ dns, http, certificate, blocking });
    return {
      state,
      reasons,
      latency_ms: http?.timings.first_byte_ms ?? null,
      http_status: http?.status ?? null,
      certificate_days_left: certificate?.days_left ?? null,
      resolvers: blocking.map(({ resolver, verdict }) => ({ resolver, verdict })),
      dns,
      http,
      certificate,
      blocking,
    };
  };
}

async function dnsEvidence(
  deps: DomainCheckerDeps,
  timeoutMs: number,
  hostname: string,
): Promise<CheckDetail['dns']> {
  const started = performance.now();
  const [a, aaaa] = await Promise.allSettled([
    queryDns(deps.resolver, hostname, 'A', { timeoutMs }),
    queryDns(deps.resolver, hostname, 'AAAA', { timeoutMs }),
  ]);
  const answers = [a, aaaa].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const records = answers.flatMap((answer) => answer.records);
  const pick = (type: string) => [...new Set(records.filter((r) => r.type === type).map((r) => r.data))];
  return {
    resolver: formatDnsServer(deps.resolver),
    a: pick('A'),
    aaaa: pick('AAAA'),
    cname: pick('CNAME'),
    duration_ms: Math.round(performance.now() - started),
    error: records.some((r) => r.type === 'A' || r.type === 'AAAA') ? null : dnsProblem(answers, a),
  };
}

async function httpEvidence(
  deps: DomainCheckerDeps,
  ports: { http: number; https: number },
  hostname: string,
): Promise<{ http: CheckDetail['http']; certificate: CheckDetail['certificate'] }> {
  const httpsUrl = `https://${hostname}${ports.https === 443 ? '' : `:${ports.https}`}/`;
  const httpUrl = `http://${hostname}${ports.http === 80 ? '' : `:${ports.http}`}/`;
  // The first hop alone, for the domain's own certificate and timings; then the redirects, if any.
  let first: OutboundResponse;
  let httpsError: string | null = null;
  try {
    first = await deps.outbound.request(httpsUrl, { tls: 'inspect', followRedirects: false });
  } catch (error) {
    // A refused address is refused over HTTP too; a server that took the connection and then
    // did not answer in time would only make the check wait as long again.
    if (
      error instanceof OutboundError &&
      (error.code === 'refused_address' || error.code === 'refused_url' || error.code === 'timeout')
    ) {
      return { http: failedHttp(httpsUrl, error.message, null), certificate: null };
    }
    httpsError = messageOf(error);
    try {
      first = await deps.outbound.request(httpUrl, { followRedirects: false });
    } catch (httpError) {
      return { http: failedHttp(httpsUrl, messageOf(httpError), httpsError), certificate: null };
    }
  }
  let final = first;
  let redirects: string[] = [];
  let error: string | null = null;
  const location = first.headers.location;
  if (first.status >= 300 && first.status < 400 && typeof location === 'string') {
    const next = new URL(location, first.url).toString();
    try {
      final = await deps.outbound.request(next, { tls: 'verify' });
      redirects = [next, ...final.redirects];
    } catch (redirectError) {
      error = messageOf(redirectError);
      redirects = [next, ...(redirectError instanceof OutboundError ? (redirectError.hops ?? []) : [])];
    }
  }
  return {
    http: {
      url: first.url,
      final_url: error ? null : final.finalUrl,
      status: error ? null : final.status,
      redirects,
      timings: {
        dns_ms: first.timings.dnsMs,
        connect_ms: first.timings.connectMs,
        tls_ms: first.timings.tlsMs,
        first_byte_ms: first.timings.firstByteMs,
        total_ms: first.timings.totalMs,
      },
      error,
      https_error: httpsError,
    },
    certificate: first.tls ? certificateEvidence(first.tls, deps.now()) : null,
  };
}

async function askResolvers(
  deps: DomainCheckerDeps,
  timeoutMs: number,
  hostname: string,
): Promise<ResolverResult[]> {
  const [settings, probed] = await Promise.all([deps.blockSettings(), deps.probes.probedResolvers()]);
  const reported = settings.resolvers.some((resolver) => probed.has(resolver.name))
    ? await deps.probes.probeAnswers(hostname)
    : new Map<string, ReportedAnswer>();
  const known = { probed, reported, signatures: settings.signatures };
  return Promise.all(
    settings.resolvers.map((resolver) => askResolver(deps, timeoutMs, hostname, resolver, known)),
  );
}

/** One filtering resolver's verdict: from its probe's newest answer, else asked from here. */
async function askResolver(
  deps: DomainCheckerDeps,
  timeoutMs: number,
  hostname: string,
  resolver: BlockSettings['resolvers'][number],
  known: {
    probed: Map<string, string>;
    reported: Map<string, ReportedAnswer>;
    signatures: BlockSettings['signatures'];
  },
): Promise<ResolverResult> {
  const probe = known.probed.get(resolver.name);
  if (probe !== undefined) {
    return judgeProbeAnswer({
      resolver,
      probe,
      reported: known.reported.get(resolver.name),
      signatures: known.signatures,
      now: deps.now(),
    });
  }
  const server = parseDnsServer(resolver.address, resolver.protocol);
  const base = { resolver: resolver.name, address: resolver.address };
  if (!server) {
    return {
      ...base,
      verdict: 'unknown',
      evidence: 'Not a resolver address',
      rcode: null,
      answers: [],
      ede: null,
      duration_ms: null,
    };
  }
  let answer: DnsAnswer;
  try {
    answer = await queryDns(server, hostname, 'A', { timeoutMs });
  } catch (error) {
    return {
      ...base,
      verdict: 'unknown',
      evidence: `No answer: ${messageOf(error)}`,
      rcode: null,
      answers: [],
      ede: null,
      duration_ms: null,
    };
  }
  return {
    ...base,
    ...judgeAnswer(answer, known.signatures),
    rcode: answer.rcode,
    answers: answer.records.map((record) => `${record.type} ${record.data}`),
    ede: answer.ede,
    duration_ms: answer.durationMs,
  };
}

function dnsProblem(answers: DnsAnswer[], a: PromiseSettledResult<DnsAnswer>): string {
  if (answers.length === 0) {
    return `${noDnsAnswer}: ${a.status === 'rejected' ? messageOf(a.reason) : 'the resolver did not answer'}`;
  }
  const rcodes = new Set(answers.map((answer) => answer.rcode));
  if (rcodes.has('NXDOMAIN')) return 'No such domain (NXDOMAIN)';
  const failed = [...rcodes].find((rcode) => rcode !== 'NOERROR');
  return failed ? `${noDnsAnswer}: the resolver answered ${failed}` : 'No A or AAAA record';
}

function failedHttp(url: string, error: string, httpsError: string | null): NonNullable<CheckDetail['http']> {
  return {
    url,
    final_url: null,
    status: null,
    redirects: [],
    timings: { dns_ms: null, connect_ms: null, tls_ms: null, first_byte_ms: null, total_ms: null },
    error,
    https_error: httpsError,
  };
}

function certificateEvidence(
  tls: NonNullable<OutboundResponse['tls']>,
  now: Date,
): CheckDetail['certificate'] {
  const validTo = new Date(tls.certificate.validTo);
  return {
    subject: tls.certificate.subject,
    issuer: tls.certificate.issuer,
    valid_from: tls.certificate.validFrom,
    valid_to: tls.certificate.validTo,
    days_left: Math.floor((validTo.getTime() - now.getTime()) / 86_400_000),
    name_matches: tls.nameMatches,
    trusted: tls.authorized,
    error: tls.authorizationError,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
