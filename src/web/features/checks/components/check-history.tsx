import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkStates, type CheckHistory, type CheckState } from '../../../../shared/checks';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { buttonVariants } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { historyCsvUrl, useCheckHistory } from '../api/get-check-history';
import { stateColor } from '../lib/state-looks';
import type { LatencyPoint } from './latency-chart';
import { StateBadge } from './state-badge';
import { dateTimeFormat, formatDateTime, numberFormat } from '../../../lib/format';
import { ColumnHeadings } from '../../../components/ui/column-headings';
import { TableToggle } from '../../../components/ui/table-toggle';

const LatencyChart = lazy(() => import('./latency-chart'));

/** A watched domain's last checks as a latency chart with their states, its daily summary and a CSV. */
export function CheckHistorySection({ id, domain }: { id: string; domain: string }) {
  const { t } = useTranslation();
  const history = useCheckHistory(id);
  return (
    <section aria-labelledby={`${id}-history`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-history`} className="font-semibold">
          {t('checks.history.title')}
        </h3>
        <DownloadLink
          href={historyCsvUrl(id)}
          aria-label={t('checks.history.csvFor', { domain })}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('checks.history.csv')}
        </DownloadLink>
      </div>
      {history.isPending ? (
        <LoadingStatus label={t('checks.history.loading')} className="grid gap-2">
          <Skeleton className="h-48 w-full" />
        </LoadingStatus>
      ) : history.isError ? (
        <QueryLoadError query={history} fallback={t('checks.history.loadFailed')} />
      ) : (
        <HistoryBody history={history.data} />
      )}
    </section>
  );
}

function HistoryBody({ history }: { history: CheckHistory }) {
  const { t } = useTranslation();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const numbers = numberFormat();
  const ms = (value: number) => t('checks.units.ms', { value: numbers.format(Math.round(value)) });
  // The API lists the newest first; a chart reads left to right, oldest first.
  const points: LatencyPoint[] = history.checks
    .map((check) => ({ at: check.checked_at, latency: check.latency_ms, state: check.state }))
    .reverse();
  const first = points[0];
  const last = points.at(-1);
  const counts = checkStates
    .map((state) => ({ state, count: points.filter((point) => point.state === state).length }))
    .filter(({ count }) => count > 0);

  return (
    <div className="grid gap-4">
      {first && last ? (
        <div className="grid gap-2">
          <div
            role="img"
            aria-label={t('checks.history.chartLabel', {
              count: points.length,
              first: formatDateTime(first.at),
              last: formatDateTime(last.at),
            })}
            className="h-[200px] w-full min-w-0"
          >
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <LatencyChart
                points={points}
                stateName={(state: CheckState) => t(`checks.state.${state}`)}
                milliseconds={ms}
                noAnswer={t('checks.history.noAnswer')}
              />
            </Suspense>
          </div>
          {/* The state of every check in order, as a strip under the line; the legend words it. */}
          <div aria-hidden="true" className="flex h-2 gap-px overflow-hidden rounded-sm pl-16">
            {points.map((point) => (
              <span
                key={point.at}
                className="min-w-px flex-1"
                style={{ backgroundColor: stateColor(point.state) }}
              />
            ))}
          </div>
          <ul aria-label={t('checks.history.statesLabel')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {counts.map(({ state, count }) => (
              <li key={state} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: stateColor(state) }}
                />
                {t('checks.history.stateCount', { state: t(`checks.state.${state}`), count })}
              </li>
            ))}
          </ul>
          <div>
            <TableToggle
              open={asTable}
              onOpenChange={setAsTable}
              tableId={tableId}
              showText={t('checks.history.showTable')}
              hideText={t('checks.history.hideTable')}
            />
          </div>
          {asTable && (
            <div id={tableId} className="max-h-72 overflow-auto rounded-lg border border-border">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('checks.history.checksCaption')}</caption>
                <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
                  <ColumnHeadings
                    className="px-3 py-1.5"
                    columns={[
                      { label: t('checks.history.time') },
                      { label: t('checks.table.state') },
                      { label: t('checks.table.latency'), numeric: true },
                    ]}
                  />
                </thead>
                <tbody className="divide-y divide-border">
                  {history.checks.map((check) => (
                    <tr key={check.id}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                        {formatDateTime(check.checked_at)}
                      </th>
                      <td className="px-3 py-1.5">
                        <StateBadge state={check.state} />
                      </td>
                      <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                        {check.latency_ms === null ? t('checks.history.noAnswer') : ms(check.latency_ms)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('checks.history.empty')}</p>
      )}
      {history.daily.length > 0 && <DailySummary daily={history.daily} />}
    </div>
  );
}

/** A calendar day ("2026-11-20"), not a moment: read at noon UTC so no time zone moves it. */
function formatDay(day: string, format: Intl.DateTimeFormat): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

function DailySummary({ daily }: { daily: CheckHistory['daily'] }) {
  const { t } = useTranslation();
  const numbers = numberFormat();
  const dayFormat = dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const head = 'px-3 py-1.5 font-medium text-right';
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium">
          {t('checks.history.dailyCaption')}
        </caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              {t('checks.history.day')}
            </th>
            <th scope="col" className={head}>
              {t('checks.history.checks')}
            </th>
            {checkStates.map((state) => (
              <th key={state} scope="col" className={head}>
                {t(`checks.state.${state}`)}
              </th>
            ))}
            <th scope="col" className={head}>
              {t('checks.history.avgLatency')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border tabular-nums">
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {formatDay(day.day, dayFormat)}
              </th>
              <td className="px-3 py-1.5 text-right">{numbers.format(day.checks)}</td>
              {checkStates.map((state) => (
                <td key={state} className="px-3 py-1.5 text-right">
                  {numbers.format(day[state])}
                </td>
              ))}
              <td className="px-3 py-1.5 text-right whitespace-nowrap">
                {day.avg_latency_ms === null
                  ? '—'
                  : t('checks.units.ms', { value: numbers.format(Math.round(day.avg_latency_ms)) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
