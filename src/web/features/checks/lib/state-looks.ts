import { Ban, CircleCheck, CircleHelp, CircleX, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { CheckState, ResolverVerdict } from '../../../../shared/checks';
import { toneColor, type BadgeTone } from '../../../components/ui/status-badge';

/**
 * How a state looks: an icon and a tone, for its badge and (through toneColor, where classes cannot
 * reach) the charts' colour; words come from t().
 */
export interface Look {
  icon: LucideIcon;
  tone: BadgeTone;
}

export const stateLooks: Record<CheckState, Look> = {
  up: { icon: CircleCheck, tone: 'success' },
  down: { icon: CircleX, tone: 'destructive' },
  blocked: { icon: Ban, tone: 'blocked' },
  expiring: { icon: ShieldAlert, tone: 'warning' },
  unknown: { icon: CircleHelp, tone: 'neutral' },
};

/** A domain no check has reached yet. */
export const notCheckedLook: Look = { icon: Clock, tone: 'absent' };

export const verdictLooks: Record<ResolverVerdict, Look> = {
  clear: { icon: CircleCheck, tone: 'success' },
  blocked: { icon: Ban, tone: 'blocked' },
  unknown: { icon: CircleHelp, tone: 'neutral' },
};

/** A state's colour for SVG fills and the history strip. */
export function stateColor(state: CheckState): string {
  return toneColor[stateLooks[state].tone];
}
