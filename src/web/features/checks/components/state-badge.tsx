import { useTranslation } from 'react-i18next';
import type { CheckState, ResolverVerdict } from '../../../../shared/checks';
import { StatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/cn';
import { notCheckedLook, stateLooks, verdictLooks } from '../lib/state-looks';

/** A check's state in words and an icon, the colour only repeating them; null: not checked yet. */
export function StateBadge({ state }: { state: CheckState | null }) {
  const { t } = useTranslation();
  const { icon, tone } = state ? stateLooks[state] : notCheckedLook;
  return (
    <StatusBadge tone={tone} icon={icon} srLabel={t('checks.state.label')}>
      {state ? t(`checks.state.${state}`) : t('checks.state.notChecked')}
    </StatusBadge>
  );
}

/** What one filtering resolver said: Clear, Blocked or Unknown, after its name when given. */
export function VerdictBadge({ resolver, verdict }: { resolver?: string; verdict: ResolverVerdict }) {
  const { t } = useTranslation();
  const { icon, tone } = verdictLooks[verdict];
  return (
    <StatusBadge tone={tone} icon={icon} className="gap-1.5">
      {resolver !== undefined && (
        <span>
          {resolver}
          <span className="sr-only">: </span>
        </span>
      )}
      <span className={cn(resolver !== undefined && 'font-semibold')}>{t(`checks.verdict.${verdict}`)}</span>
    </StatusBadge>
  );
}

/** The blocking verdicts of a check, one badge per resolver. */
export function VerdictBadges({
  resolvers,
  domain,
}: {
  resolvers: { resolver: string; verdict: ResolverVerdict }[];
  domain: string;
}) {
  const { t } = useTranslation();
  if (resolvers.length === 0)
    return <span className="text-muted-foreground">{t('checks.table.noResolvers')}</span>;
  return (
    <ul aria-label={t('checks.table.blockingFor', { domain })} className="flex flex-wrap gap-1">
      {resolvers.map(({ resolver, verdict }) => (
        <li key={resolver}>
          <VerdictBadge resolver={resolver} verdict={verdict} />
        </li>
      ))}
    </ul>
  );
}
