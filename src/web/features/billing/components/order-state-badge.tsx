import { Ban, CircleCheck, CircleX, Clock, TimerOff, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../../shared/billing';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

const looks: Record<OrderState, { icon: LucideIcon; tone: BadgeTone }> = {
  pending: { icon: Clock, tone: 'warning' },
  paid: { icon: CircleCheck, tone: 'success' },
  failed: { icon: CircleX, tone: 'destructive' },
  expired: { icon: TimerOff, tone: 'neutral' },
  refunded: { icon: Undo2, tone: 'info' },
  cancelled: { icon: Ban, tone: 'neutral' },
};

/** An order's state in words and an icon, the colour only repeating them. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  const { icon, tone } = looks[state];
  return (
    <StatusBadge tone={tone} icon={icon} srLabel={t('billing.states.label')}>
      {t(`billing.states.${state}`)}
    </StatusBadge>
  );
}
