import { Ban, CircleCheck, CircleX, Clock, TimerOff, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../../shared/billing';
import { cn } from '../../../lib/cn';

const looks: Record<OrderState, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  paid: { icon: CircleCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  failed: { icon: CircleX, className: 'border-destructive/40 bg-destructive/5 text-destructive' },
  expired: { icon: TimerOff, className: 'border-border bg-muted text-muted-foreground' },
  refunded: { icon: Undo2, className: 'border-sky-300 bg-sky-50 text-sky-900' },
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
