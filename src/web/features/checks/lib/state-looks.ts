import { Ban, CircleCheck, CircleHelp, CircleX, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { CheckState, ResolverVerdict } from '../../../../shared/checks';

/** How a state looks: an icon and classes for a badge, a colour for a chart; words come from t(). */
export interface Look {
  icon: LucideIcon;
  badge: string;
  /** For SVG fills and the history strip, where classes cannot reach: a token, so both themes hold. */
  color: string;
}

export const stateLooks: Record<CheckState, Look> = {
  up: {
    icon: CircleCheck,
    badge: 'border-success/40 bg-success/10 text-success',
    color: 'var(--color-success)',
  },
  down: {
    icon: CircleX,
    badge: 'border-destructive/40 bg-destructive/5 text-destructive',
    color: 'var(--color-destructive)',
  },
  blocked: {
    icon: Ban,
    badge: 'border-blocked/40 bg-blocked/10 text-blocked',
    color: 'var(--color-blocked)',
  },
  expiring: {
    icon: ShieldAlert,
    badge: 'border-warning/40 bg-warning/10 text-warning',
    color: 'var(--color-warning)',
  },
  unknown: {
    icon: CircleHelp,
    badge: 'border-border bg-muted text-muted-foreground',
    color: 'var(--color-muted-foreground)',
  },
};

/** A domain no check has reached yet. */
export const notCheckedLook: Look = {
  icon: Clock,
  badge: 'border-dashed border-border bg-background text-muted-foreground',
  color: 'var(--color-input)',
};

export const verdictLooks: Record<ResolverVerdict, Omit<Look, 'color'>> = {
  clear: { icon: CircleCheck, badge: 'border-success/40 bg-success/10 text-success' },
  blocked: { icon: Ban, badge: 'border-blocked/40 bg-blocked/10 text-blocked' },
  unknown: { icon: CircleHelp, badge: 'border-border bg-muted text-muted-foreground' },
};
