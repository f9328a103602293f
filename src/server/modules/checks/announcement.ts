import type { CheckState } from '../../../shared/checks';

// When a change of state is told to the owner: only after two checks in a row agree on it (one
// slow answer or one dropped packet must not page anyone), and once per change. "unknown" is no
// evidence either way: it neither confirms nor breaks a streak.

export interface AnnouncedState {
  /** The state the owner was told of (or the first confirmed one); null before any. */
  state: CheckState | null;
  /** A different state the last checks agreed on, and how many in a row. */
  pendingState: CheckState | null;
  pendingCount: number;
}

export const checksToConfirm = 2;

export function afterCheck(
  current: AnnouncedState,
  observed: CheckState,
): { next: AnnouncedState; announce: { from: CheckState | null; to: CheckState } | null } {
  if (observed === 'unknown') return { next: current, announce: null };
  if (observed === current.state) {
    return { next: { state: current.state, pendingState: null, pendingCount: 0 }, announce: null };
  }
  const count = current.pendingState === observed ? current.pendingCount + 1 : 1;
  if (count < checksToConfirm) {
    return { next: { state: current.state, pendingState: observed, pendingCount: count }, announce: null };
  }
  const next = { state: observed, pendingState: null, pendingCount: 0 };
  return {
    next,
    announce: worthTelling(current.state, observed) ? { from: current.state, to: observed } : null,
  };
}

/**
 * The state rotator destinations follow: the confirmed one, so that one bad check does not shift
 * traffic; but before any state is confirmed, the results so far (a domain found down at its
 * first check is down until a check says otherwise, not up).
 */
export function heldState(announced: AnnouncedState): CheckState | null {
  return announced.state ?? announced.pendingState;
}

/** Up is news only after down or blocked ("reachable again"); the first state confirmed as up, or
 * a renewed certificate, is not. */
function worthTelling(from: CheckState | null, to: CheckState): boolean {
  if (to === 'up') return from === 'down' || from === 'blocked';
  return true;
}
