import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

const tones = {
  admin: 'info',
  disabled: 'destructive',
  trial: 'warning',
  you: 'neutral',
  personal: 'neutral',
} as const satisfies Record<string, BadgeTone>;

export type BadgeKind = keyof typeof tones;

/** A short marker beside an account (Admin, Disabled, Trial, You) or a workspace (Personal). */
export function Badge({ kind, className }: { kind: BadgeKind; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={tones[kind]} outline={false} className={className}>
      {t(`adminUsers.badges.${kind}`)}
    </StatusBadge>
  );
}
