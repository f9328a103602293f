import { probeAnswerMaxAgeMinutes, type BlockSettings, type ResolverResult } from '../../../shared/checks';
import type { DnsAnswer } from '../../platform/net/dns-query';
import { judgeAnswer } from './block-verdict';

// A filtering resolver that a remote probe serves is judged from the probe's newest answer, never
// asked from the server: from abroad an ISP's resolver does not answer, or answers as it does for
// everyone, and either would be taken for the truth. An answer too old to speak for now, or none,
// is "unknown", as a resolver that does not answer is.

/** The newest answer a probe reported for one (hostname, resolver). */
export interface ReportedAnswer {
  /** The name of the probe that reported it. */
  probe: string;
  answeredAt: Date;
  /** Null when the probe got no answer (then `error` says why). */
  answer: (Omit<DnsAnswer, 'durationMs'> & { durationMs: number | null }) | null;
  error: string | null;
}

export function judgeProbeAnswer(input: {
  resolver: { name: string; address: string };
  /** The probe that serves this resolver (named when it has not reported). */
  probe: string;
  reported: ReportedAnswer | undefined;
  signatures: BlockSettings['signatures'];
  now: Date;
}): ResolverResult {
  const { resolver, reported } = input;
  const probe = reported?.probe ?? input.probe;
  const unknown = (evidence: string): ResolverResult => ({
    resolver: resolver.name,
    address: `probe ${probe} -> ${resolver.address}`,
    verdict: 'unknown',
    evidence,
    rcode: null,
    answers: [],
    ede: null,
    duration_ms: null,
  });
  if (!reported) return unknown(`Probe ${probe} has not reported on this domain yet`);
  const ageMs = input.now.getTime() - reported.answeredAt.getTime();
  if (ageMs > probeAnswerMaxAgeMinutes * 60_000) {
    return unknown(`Probe ${probe}'s last answer is ${Math.floor(ageMs / 60_000)} minutes old`);
  }
  const { answer } = reported;
  if (!answer || reported.error) {
    return unknown(`No answer at probe ${probe}: ${reported.error ?? 'the probe reported no answer'}`);
  }
  return {
    resolver: resolver.name,
    address: `probe ${probe} -> ${resolver.address}`,
    ...judgeAnswer(answer, input.signatures),
    rcode: answer.rcode,
    answers: answer.records.map((record) => `${record.type} ${record.data}`),
    ede: answer.ede,
    duration_ms: answer.durationMs,
  };
}
