import { useTranslation } from 'react-i18next';
import type { CheckState, ResolverVerdict } from '../../../../shared/checks';
import { cn } from '../../../lib/cn';
import { notCheckedLook, stateLooks, verdictLooks } from '../lib/state-looks';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A check's state in words and an icon, the colour only repeating them; null: not checked yet. */
export function StateBadge({ state }: { state: CheckState | null }) {
  const { t } = useTranslation();
  const { icon: Icon, badge } = state ? stateLooks[state] : notCheckedLook;
  return (
    <span className={cn(badgeClass, badge)}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('checks.state.label')} </span>
      {state ? t(`checks.state.${state}`) : t('checks.state.notChecked')}
    </span>
  );
}

/** What one filtering resolver said: Clear, Blocked or Unknown, after its name when given. */
export function VerdictBadge({ resolver, verdict }: { resolver?: string; verdict: ResolverVerdict }) {
  const { t } = useTranslation();
  const { icon: Icon, badge } = verdictLooks[verdict];
  return (
    <span className={cn(badgeClass, 'gap-1.5', badge)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {resolver !== undefined && (
        <span>
          {resolver}
          <span className="sr-only">: </span>
        </span>
      )}
      <span className={cn(resolver !== undefined && 'font-semibold')}>{t(`checks.verdict.${verdict}`)}</span>
    </span>
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
