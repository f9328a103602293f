import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: {
    icon: CircleAlert,
    role: 'alert',
    className: 'border-destructive/30 bg-destructive/5 text-destructive',
  },
  success: {
    icon: CircleCheck,
    role: 'status',
    className: 'border-success/30 bg-success/10 text-success',
  },
  info: { icon: Info, role: 'status', className: 'border-border bg-muted/50 text-foreground' },
  warning: {
    icon: TriangleAlert,
    role: 'status',
    className: 'border-warning/40 bg-warning/10 text-warning',
  },
} as const;

interface AlertProps extends ComponentProps<'div'> {
  tone: keyof typeof tones;
}

/** A message in the page's flow: errors are announced at once, the rest politely. */
export function Alert({ tone, className, children, ...props }: AlertProps) {
  const { icon: Icon, role, className: toneClass } = tones[tone];
  return (
    <div
      role={role}
      data-slot="alert"
      className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', toneClass, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}
