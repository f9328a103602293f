import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const tones = {
  admin: 'bg-info/10 text-info',
  disabled: 'bg-destructive/10 text-destructive',
  trial: 'bg-warning/10 text-warning',
  you: 'bg-muted text-muted-foreground',
} as const;

export type BadgeKind = keyof typeof tones;

/** A short marker beside an account: Admin, Disabled, Trial, You. */
export function Badge({ kind, className }: { kind: BadgeKind; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[kind],
        className,
      )}
    >
      {t(`adminUsers.badges.${kind}`)}
    </span>
  );
}
