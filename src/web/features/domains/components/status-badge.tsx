import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomDomainStatusName } from '../../../../shared/domains';
import { cn } from '../../../lib/cn';

const looks: Record<CustomDomainStatusName, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'border-warning/40 bg-warning/10 text-warning' },
  verified: { icon: CircleCheck, className: 'border-success/40 bg-success/10 text-success' },
  failed: { icon: CircleX, className: 'border-destructive/40 bg-destructive/5 text-destructive' },
};

/** A domain's state in words and an icon, the colour only repeating them. */
export function StatusBadge({ status }: { status: CustomDomainStatusName }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('domains.status.label')} </span>
      {t(`domains.status.${status}`)}
    </span>
  );
}
