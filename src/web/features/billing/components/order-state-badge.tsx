import { Ban, CircleCheck, CircleX, Clock, TimerOff, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../../shared/billing';
import { cn } from '../../../lib/cn';

const looks: Record<OrderState, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'border-warning/40 bg-warning/10 text-warning' },
  paid: { icon: CircleCheck, className: 'border-success/40 bg-success/10 text-success' },
  failed: { icon: CircleX, className: 'border-destructive/40 bg-destructive/5 text-destructive' },
  expired: { icon: TimerOff, className: 'border-border bg-muted text-muted-foreground' },
  refunded: { icon: Undo2, className: 'border-info/40 bg-info/10 text-info' },
  cancelled: { icon: Ban, className: 'border-border bg-muted text-muted-foreground' },
};

/** An order's state in words and an icon, the colour only repeating them. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('billing.states.label')} </span>
      {t(`billing.states.${state}`)}
    </span>
  );
}
