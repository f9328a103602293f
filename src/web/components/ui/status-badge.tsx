import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a badge says about its subject; each tone is one of the theme's tokens, so both themes hold. */
export type BadgeTone =
  | 'success'
  | 'warning'
  | 'info'
  | 'destructive'
  | 'blocked'
  | 'neutral'
  /** Not there yet (not checked, not connected): a dashed outline. */
  | 'absent'
  /** Stands out from the row it marks ("New"). */
  | 'primary';

const tones: Record<BadgeTone, string> = {
  success: 'border-success/40 bg-success/10 text-success',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  info: 'border-info/40 bg-info/10 text-info',
  destructive: 'border-destructive/40 bg-destructive/5 text-destructive',
  blocked: 'border-blocked/40 bg-blocked/10 text-blocked',
  neutral: 'border-border bg-muted text-muted-foreground',
  absent: 'border-dashed border-border bg-background text-muted-foreground',
  primary: 'border-primary bg-primary text-primary-foreground',
};

/** The tone's colour where classes cannot reach (SVG fills, a chart's series). */
export const toneColor: Record<BadgeTone, string> = {
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  info: 'var(--color-info)',
  destructive: 'var(--color-destructive)',
  blocked: 'var(--color-blocked)',
  neutral: 'var(--color-muted-foreground)',
  absent: 'var(--color-input)',
  primary: 'var(--color-primary)',
};

/** A span's own attributes pass through: an id to be described by, a title to say more. */
interface StatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  tone: BadgeTone;
  /** Repeats the words in a shape, for a reader who does not tell the colours apart. */
  icon?: LucideIcon;
  /** Read before the words only by screen readers: "Status:". */
  srLabel?: string;
  /** Without the outline: a quiet marker beside a name. */
  outline?: boolean;
  children: ReactNode;
}

/** A state in words (and an icon), the colour only repeating them. */
export function StatusBadge({
  tone,
  icon: Icon,
  srLabel,
  outline = true,
  className,
  children,
  ...rest
}: StatusBadgeProps) {
  return (
    <span
      {...rest}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        outline && 'border',
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon className="size-3.5" aria-hidden="true" />}
      {srLabel && <span className="sr-only">{srLabel} </span>}
      {children}
    </span>
  );
}
