import { Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WatchedDomainList } from '../../../../shared/checks';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Label } from '../../../components/ui/label';
import { useRoleAtLeast } from '../../../lib/queries/workspace';
import { Switch } from '../../../components/ui/switch';
import { useChecks } from '../api/list-checks';
import { ChecksQueryView } from './checks-query-view';
import { usePauseChecks } from '../api/pause-checks';
import { ScheduleNotice } from './schedule-notice';
import { ScheduleRow } from './schedule-row';
import { RequestError } from '../../../components/feedback/request-error';

/** The whole of /cron-settings below its title: the pause switch, the plan's limits, each domain's schedule. */
export function CronSettingsView() {
  const { t } = useTranslation();
  const list = useChecks();
  // A viewer sees the schedules; changing them is a member's.
  const readOnly = !useRoleAtLeast('member');

  return (
    <ChecksQueryView
      list={list}
      cardBarClassName={['h-4 w-80 max-w-full', 'h-12 w-full']}
      rows={2}
      rowBarClassName={['h-5 w-48 max-w-full', 'h-9 w-40']}
    >
      {(data) => (
        <div className="grid gap-6">
          <ScheduleNotice notice={data.notice} />
          {readOnly && <Alert tone="info">{t('checks.cron.readOnly')}</Alert>}
          <PauseAll data={data} readOnly={readOnly} />
          {data.domains.length === 0 ? (
            <EmptyState
              icon={Timer}
              title={t('checks.cron.emptyTitle')}
              description={t('checks.cron.emptyDescription')}
              link={{ to: '/check-domains', text: t('checks.cron.emptyAction') }}
            />
          ) : (
            <section aria-labelledby="cron-list" className="grid gap-3">
              <h2 id="cron-list" className="text-lg font-semibold">
                {t('checks.cron.listTitle')}
              </h2>
              <ul
                aria-label={t('checks.cron.listLabel')}
                className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm"
              >
                {data.domains.map((domain) => (
                  <ScheduleRow
                    key={domain.id}
                    domain={domain}
                    minimum={data.limits.min_interval_minutes}
                    paused={data.paused}
                    readOnly={readOnly}
                    now={list.dataUpdatedAt}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </ChecksQueryView>
  );
}

/** The account's switch over every automatic check, and what its plan allows. */
function PauseAll({ data, readOnly }: { data: WatchedDomainList; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const pause = usePauseChecks();
  const { max_auto_check_domains: max, min_interval_minutes: minimum } = data.limits;
  const paused = pause.isPending ? pause.variables.paused : data.paused;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('checks.cron.planTitle')}
      </h2>
      <p className="text-sm">
        {max === null
          ? t('checks.cron.planUnlimited', { used: data.auto_used, count: minimum })
          : t('checks.cron.plan', { used: data.auto_used, max, count: minimum })}
      </p>
      {max === 0 && (
        <p className="text-sm text-muted-foreground">
          {t('checks.cron.noAuto')}{' '}
          <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('checks.limit.upgrade')}
          </Link>
        </p>
      )}
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-pause`}>{t('checks.cron.pauseLabel')}</Label>
          <p id={`${id}-pause-hint`} className="text-xs text-muted-foreground">
            {paused ? t('checks.cron.pausedHint') : t('checks.cron.pauseHint')}
          </p>
        </div>
        <Switch
          id={`${id}-pause`}
          checked={paused}
          disabled={pause.isPending || readOnly}
          aria-describedby={`${id}-pause-hint`}
          onCheckedChange={(checked) => pause.mutate({ paused: checked })}
          className="mt-0.5"
        />
      </div>
      <RequestError request={pause} fallback={t('checks.cron.pauseFailed')} />
    </section>
  );
}
