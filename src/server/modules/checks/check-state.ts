import {
  certificateWarningDays,
  type CheckDetail,
  type CheckState,
  type ResolverResult,
} from '../../../shared/checks';

// One check's overall state from its evidence, with the reasons in words. Blocked first (what the
// page exists to tell), then unknown (the domain's own resolver did not answer: nothing else can be
// judged), down (no address, no HTTP answer, a 5xx, a certificate a browser refuses), expiring
// (7 days of certificate or less), else up.

type Evidence = Pick<CheckDetail, 'dns' | 'http' | 'certificate' | 'blocking'>;

/** How the DNS evidence's error begins when the domain's own resolver gave no usable answer
 * (time-out, SERVFAIL, REFUSED), as against an answer that the name has no address. */
export const noDnsAnswer = 'No answer';

export function judgeCheck(evidence: Evidence): { state: CheckState; reasons: string[] } {
  const blockers = evidence.blocking.filter((result) => result.verdict === 'blocked');
  if (blockers.length > 0) return { state: 'blocked', reasons: [`Blocked by ${resolverNames(blockers)}`] };

  const { dns, http, certificate } = evidence;
  const addresses = dns.a.length + dns.aaaa.length;
  if (addresses === 0 && dns.error?.startsWith(noDnsAnswer)) {
    return { state: 'unknown', reasons: [`DNS: ${dns.error}`] };
  }
  if (addresses === 0) return { state: 'down', reasons: [`DNS: ${dns.error ?? 'no address'}`] };
  if (!http || http.error) return { state: 'down', reasons: [http?.error ?? 'No HTTP answer'] };
  if (http.status !== null && http.status >= 500) return { state: 'down', reasons: [`HTTP ${http.status}`] };

  const reasons: string[] = [];
  if (http.https_error) reasons.push(`HTTPS failed (${http.https_error}); answered over HTTP`);
  if (certificate) {
    if (!certificate.trusted) {
      return {
        state: 'down',
        reasons: [`Certificate not trusted: ${certificate.error ?? 'unknown issuer'}`],
      };
    }
    if (!certificate.name_matches) return { state: 'down', reasons: ['Certificate is for another name'] };
    if (certificate.days_left <= certificateWarningDays) {
      return {
        state: 'expiring',
        reasons: [
          certificate.days_left < 0
            ? `Certificate expired ${-certificate.days_left} days ago`
            : `Certificate expires in ${certificate.days_left} days`,
        ],
      };
    }
  }
  const unknown = evidence.blocking.filter((result) => result.verdict === 'unknown');
  if (unknown.length > 0) reasons.push(`Block status unknown at ${resolverNames(unknown)}`);
  return { state: 'up', reasons: [`HTTP ${http.status}`, ...reasons] };
}

const resolverNames = (results: ResolverResult[]) => results.map((result) => result.resolver).join(', ');
