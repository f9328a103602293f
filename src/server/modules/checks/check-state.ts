import {
  certificateWarningDays,
  checkReasonSchema,
  type CheckDetail,
  type CheckReason,
  type CheckState,
  type ResolverResult,
} from '../../../shared/checks';

// One check's overall state from its evidence, with the reasons as codes (shared/checks.ts), which
// the web and the notices word in their reader's language. Blocked first (what the page exists to
// tell), then unknown (the domain's own resolver did not answer: nothing else can be judged), down
// (no address, no HTTP answer, a 5xx, a certificate a browser refuses), expiring (7 days of
// certificate or less), else up.

type Evidence = Pick<CheckDetail, 'dns' | 'http' | 'certificate' | 'blocking'>;

/** How the DNS evidence's error begins when the domain's own resolver gave no usable answer
 * (time-out, SERVFAIL, REFUSED), as against an answer that the name has no address. */
export const noDnsAnswer = 'No answer';

// The DNS evidence's errors as domain-checker.ts writes them (English evidence, shown as it is in
// the check's details), read back as a reason's code.
const noSuchDomain = 'No such domain (NXDOMAIN)';
const noAddressRecord = 'No A or AAAA record';
const resolverSilent = 'the resolver did not answer';
const resolverAnswered = /^the resolver answered (\S+)$/;

/** The reason a DNS evidence error (or its absence, with no address) gives. */
function dnsReason(error: string | null): CheckReason {
  if (error === null || error === noAddressRecord) return { code: 'dns_no_address' };
  if (error === noSuchDomain) return { code: 'dns_no_such_domain' };
  if (error.startsWith(`${noDnsAnswer}: `)) {
    const why = error.slice(noDnsAnswer.length + 2);
    if (why === resolverSilent) return { code: 'dns_no_answer', rcode: null, detail: null };
    const rcode = resolverAnswered.exec(why)?.[1];
    return { code: 'dns_no_answer', rcode: rcode ?? null, detail: rcode ? null : why };
  }
  return { code: 'dns_error', detail: error };
}

export function judgeCheck(evidence: Evidence): { state: CheckState; reasons: CheckReason[] } {
  const blockers = evidence.blocking.filter((result) => result.verdict === 'blocked');
  if (blockers.length > 0) {
    return { state: 'blocked', reasons: [{ code: 'blocked_by', resolvers: resolverNames(blockers) }] };
  }

  const { dns, http, certificate } = evidence;
  const addresses = dns.a.length + dns.aaaa.length;
  if (addresses === 0 && dns.error?.startsWith(noDnsAnswer)) {
    return { state: 'unknown', reasons: [dnsReason(dns.error)] };
  }
  if (addresses === 0) return { state: 'down', reasons: [dnsReason(dns.error)] };
  if (!http || http.error) {
    return { state: 'down', reasons: [{ code: 'no_http_answer', detail: http?.error ?? null }] };
  }
  if (http.status !== null && http.status >= 500) {
    return { state: 'down', reasons: [{ code: 'http_status', status: http.status }] };
  }

  const reasons: CheckReason[] = [];
  if (http.https_error) reasons.push({ code: 'https_failed', detail: http.https_error });
  if (certificate) {
    if (!certificate.trusted) {
      return { state: 'down', reasons: [{ code: 'certificate_untrusted', detail: certificate.error }] };
    }
    if (!certificate.name_matches) return { state: 'down', reasons: [{ code: 'certificate_wrong_name' }] };
    if (certificate.days_left <= certificateWarningDays) {
      return {
        state: 'expiring',
        reasons: [
          certificate.days_left < 0
            ? { code: 'certificate_expired', days: -certificate.days_left }
            : { code: 'certificate_expires', days: certificate.days_left },
        ],
      };
    }
  }
  const unknown = evidence.blocking.filter((result) => result.verdict === 'unknown');
  if (unknown.length > 0) reasons.push({ code: 'block_status_unknown', resolvers: resolverNames(unknown) });
  return {
    state: 'up',
    reasons: [
      ...(http.status === null ? [] : [{ code: 'http_status', status: http.status } as const]),
      ...reasons,
    ],
  };
}

const resolverNames = (results: ResolverResult[]) => results.map((result) => result.resolver);

// ─── Checks stored before reasons had codes ─────────────────────────────────────────────────────
// Their reasons are the English sentences judgeCheck wrote then. They are read here, when a check
// is read, rather than rewritten by a migration: a check's evidence is JSON in each of up to 200
// rows a domain keeps, a rewrite of every row would hold up the start of a large install for what
// a few patterns do on read, and a sentence that matches none (an HTTP error's own words, a
// wording older still) would need this reading anyway, as `text`.

const oldSentences: [RegExp, (match: RegExpExecArray) => CheckReason][] = [
  [/^Blocked by (.+)$/, ([, names]) => ({ code: 'blocked_by', resolvers: names!.split(', ') })],
  [
    /^Block status unknown at (.+)$/,
    ([, names]) => ({ code: 'block_status_unknown', resolvers: names!.split(', ') }),
  ],
  [/^DNS: (.+)$/, ([, error]) => dnsReason(error === 'no address' ? null : error!)],
  [/^HTTP (\d{3})$/, ([, status]) => ({ code: 'http_status', status: Number(status) })],
  [/^No HTTP answer$/, () => ({ code: 'no_http_answer', detail: null })],
  [
    /^HTTPS failed \((.+)\); answered over HTTP$/,
    ([, detail]) => ({ code: 'https_failed', detail: detail! }),
  ],
  [
    /^Certificate not trusted: (.+)$/,
    ([, detail]) => ({ code: 'certificate_untrusted', detail: detail === 'unknown issuer' ? null : detail! }),
  ],
  [/^Certificate is for another name$/, () => ({ code: 'certificate_wrong_name' })],
  [
    /^Certificate expired (\d+) days ago$/,
    ([, days]) => ({ code: 'certificate_expired', days: Number(days) }),
  ],
  [
    /^Certificate expires in (-?\d+) days$/,
    ([, days]) => ({ code: 'certificate_expires', days: Number(days) }),
  ],
];

/**
 * A stored check's reasons, either shape: codes as written since reasons had them; an English
 * sentence of before as the code it stood for (a bare HTTP error, the evidence's own, as
 * `no_http_answer`), else as `text`.
 */
export function storedReasons(
  stored: unknown,
  http: Pick<NonNullable<Evidence['http']>, 'error'> | null,
): CheckReason[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((reason: unknown): CheckReason => {
    if (typeof reason !== 'string') {
      const parsed = checkReasonSchema.safeParse(reason);
      return parsed.success ? parsed.data : { code: 'text', text: JSON.stringify(reason) };
    }
    if (http?.error && reason === http.error) return { code: 'no_http_answer', detail: reason };
    for (const [pattern, read] of oldSentences) {
      const match = pattern.exec(reason);
      if (match) return read(match);
    }
    return { code: 'text', text: reason };
  });
}
