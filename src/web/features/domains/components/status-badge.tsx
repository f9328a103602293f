import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomDomainStatusName } from '../../../../shared/domains';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

const looks: Record<CustomDomainStatusName, { icon: LucideIcon; tone: BadgeTone }> = {
  pending: { icon: Clock, tone: 'warning' },
  verified: { icon: CircleCheck, tone: 'success' },
  failed: { icon: CircleX, tone: 'destructive' },
};

/** A domain's state in words and an icon, the colour only repeating them. */
export function DomainStatusBadge({ status }: { status: CustomDomainStatusName }) {
  const { t } = useTranslation();
  const { icon, tone } = looks[status];
  return (
    <StatusBadge tone={tone} icon={icon} srLabel={t('domains.status.label')}>
      {t(`domains.status.${status}`)}
    </StatusBadge>
  );
}
