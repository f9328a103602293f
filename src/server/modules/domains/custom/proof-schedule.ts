import type { CustomDomainStatus } from '../../../db/schema/domains';

// When a custom domain's proof is checked again, and what a check's result does to its state.
// Pending domains are asked every 5 minutes for their first hour, then hourly until 7 days have
// passed, then they fail; a verified domain is asked daily and fails once its TXT record has been
// missing for 3 days. A resolver that does not answer proves nothing either way: the domain keeps
// its state and is asked again within the hour. Pure: the job and "Verify now" both apply it.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export const proofTimings = {
  firstHourEvery: 5 * minute,
  firstHour: hour,
  thenEvery: hour,
  pendingFor: 7 * day,
  verifiedEvery: day,
  missingFor: 3 * day,
  unansweredRetry: hour,
} as const;

export interface ProofState {
  status: CustomDomainStatus;
  createdAt: Date;
  nextCheckAt: Date | null;
  txtMissingSince: Date | null;
}

export type ProofResult =
  | { kind: 'proven' }
  /** The record is not there, or holds another token: `reason` says which, to the owner. */
  | { kind: 'missing'; reason: string }
  /** No DNS answer at all (time-out, SERVFAIL): nothing is learnt. */
  | { kind: 'unanswered'; reason: string }
  /** Proven, but another account holds the name verified: the first to prove it keeps it. */
  | { kind: 'claimed'; reason: string };

export interface ProofChange {
  status: CustomDomainStatus;
  nextCheckAt: Date | null;
  txtMissingSince: Date | null;
  lastError: string | null;
  /** Set when this change verifies the domain (not when a verified one stays so). */
  verifiedNow: boolean;
  /** What the owner is told, if anything. */
  notify: 'verified' | 'expired' | 'lost' | null;
}

/** The state after a check that ran at `now`; `manual` for "Verify now" (the schedule stays). */
export function afterCheck(state: ProofState, result: ProofResult, now: Date, manual = false): ProofChange {
  const at = now.getTime();
  const later = (ms: number) => new Date(at + ms);
  const pendingNext = () => {
    const age = at - state.createdAt.getTime();
    if (age < proofTimings.firstHour) return later(proofTimings.firstHourEvery);
    if (age < proofTimings.pendingFor) return later(proofTimings.thenEvery);
    return null;
  };

  if (result.kind === 'proven') {
    return {
      status: 'verified',
      nextCheckAt: later(proofTimings.verifiedEvery),
      txtMissingSince: null,
      lastError: null,
      verifiedNow: state.status !== 'verified',
      notify: state.status === 'verified' ? null : 'verified',
    };
  }

  if (state.status === 'verified') {
    if (result.kind !== 'missing') {
      return {
        status: 'verified',
        nextCheckAt: later(proofTimings.unansweredRetry),
        txtMissingSince: state.txtMissingSince,
        lastError: result.reason,
        verifiedNow: false,
        notify: null,
      };
    }
    const since = state.txtMissingSince ?? now;
    if (at - since.getTime() >= proofTimings.missingFor) {
      return {
        status: 'failed',
        nextCheckAt: null,
        txtMissingSince: since,
        lastError: result.reason,
        verifiedNow: false,
        notify: 'lost',
      };
    }
    return {
      status: 'verified',
      nextCheckAt: manual ? state.nextCheckAt : later(proofTimings.verifiedEvery),
      txtMissingSince: since,
      lastError: result.reason,
      verifiedNow: false,
      notify: null,
    };
  }

  // Pending or failed, and not proven.
  if (state.status === 'failed' || manual) {
    return {
      status: state.status,
      nextCheckAt: state.nextCheckAt,
      txtMissingSince: null,
      lastError: result.reason,
      verifiedNow: false,
      notify: null,
    };
  }
  const next = pendingNext();
  return {
    status: next === null ? 'failed' : 'pending',
    nextCheckAt: next,
    txtMissingSince: null,
    lastError: result.reason,
    verifiedNow: false,
    notify: next === null ? 'expired' : null,
  };
}
