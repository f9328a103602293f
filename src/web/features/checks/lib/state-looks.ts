import { Ban, CircleCheck, CircleHelp, CircleX, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { CheckState, ResolverVerdict } from '../../../../shared/checks';

/** How a state looks: an icon and classes for a badge, a colour for a chart; words come from t(). */
export interface Look {
  icon: LucideIcon;
  badge: string;
  /** For SVG fills and the history strip, where classes cannot reach. */
  color: string;
}

export const stateLooks: Record<CheckState, Look> = {
  up: { icon: CircleCheck, badge: 'border-emerald-300 bg-emerald-50 text-emerald-800', color: '#059669' },
  down: { icon: CircleX, badge: 'border-destructive/40 bg-destructive/5 text-destructive', color: '#dc2626' },
  blocked: { icon: Ban, badge: 'border-rose-300 bg-rose-50 text-rose-900', color: '#9f1239' },
  expiring: { icon: ShieldAlert, badge: 'border-amber-300 bg-amber-50 text-amber-900', color: '#d97706' },
  unknown: { icon: CircleHelp, badge: 'border-border bg-muted text-muted-foreground', color: '#71717a' },
};

/** A domain no check has reached yet. */
export const notCheckedLook: Look = {
  icon: Clock,
  badge: 'border-dashed border-border bg-background text-muted-foreground',
  color: '#a1a1aa',
};

export const verdictLooks: Record<ResolverVerdict, Omit<Look, 'color'>> = {
  clear: { icon: CircleCheck, badge: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  blocked: { icon: Ban, badge: 'border-rose-300 bg-rose-50 text-rose-900' },
  unknown: { icon: CircleHelp, badge: 'border-border bg-muted text-muted-foreground' },
};
