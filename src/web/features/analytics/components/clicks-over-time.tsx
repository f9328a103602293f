import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, AnalyticsReport } from '../../../../shared/analytics';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatBucket } from '../lib/labels';
import { CsvLink } from './csv-link';
import { numberFormat } from '../../../lib/format';
import { ColumnHeadings } from '../../../components/ui/column-headings';
import { TableToggle } from '../../../components/ui/table-toggle';

const ClicksChart = lazy(() => import('./clicks-chart'));

interface ClicksOverTimeProps {
  report: AnalyticsReport;
  query: AnalyticsQuery;
}

/**
 * The clicks series as an area chart, or as a table with the same numbers. Scans get their line,
 * legend and column once the range has any: a report of links never scanned stays as it was.
 */
export function ClicksOverTime({ report, query }: ClicksOverTimeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const { series, range, totals } = report;
  const numbers = numberFormat();
  const long = (label: string) => formatBucket(label, range.granularity, true);
  const first = series[0];
  const last = series.at(-1);
  const scans = totals.scans > 0;
  const span =
    first && last
      ? { total: numbers.format(totals.clicks), first: long(first.label), last: long(last.label) }
      : null;

  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-5">
        <h2 id={titleId} className="font-semibold">
          {t('analytics.chart.title')}
        </h2>
        <div className="flex items-center gap-1">
          <TableToggle
            open={asTable}
            onOpenChange={setAsTable}
            tableId={tableId}
            showText={t('analytics.chart.showTable')}
            hideText={t('analytics.chart.hideTable')}
          />
          <CsvLink query={query} part="series" />
        </div>
      </CardHeader>
      <CardContent className="px-2 sm:px-5">
        {asTable ? (
          <div id={tableId} className="max-h-80 overflow-auto px-3 sm:px-0">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('analytics.chart.title')}</caption>
              <thead className="sticky top-0 bg-card text-left text-xs text-muted-foreground">
                <ColumnHeadings
                  className="py-1.5"
                  columns={[
                    { label: t('analytics.chart.time') },
                    { label: t('analytics.chart.clicks'), numeric: true },
                    { label: t('analytics.chart.visitors'), numeric: true },
                    ...(scans ? [{ label: t('analytics.chart.scans'), numeric: true }] : []),
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-border">
                {series.map((point) => (
                  <tr key={point.start}>
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {long(point.label)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{numbers.format(point.clicks)}</td>
                    <td className="py-1.5 text-right tabular-nums">{numbers.format(point.visitors)}</td>
                    {scans && (
                      <td className="py-1.5 text-right tabular-nums">{numbers.format(point.scans)}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <>
            {scans && <Legend />}
            <div
              role="img"
              aria-label={
                !span
                  ? t('analytics.chart.title')
                  : scans
                    ? t('analytics.chart.labelWithScans', { ...span, scans: numbers.format(totals.scans) })
                    : t('analytics.chart.label', span)
              }
              className="h-60 w-full min-w-0"
            >
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <ClicksChart
                  series={series}
                  granularity={range.granularity}
                  clicksLabel={t('analytics.chart.clicks')}
                  scansLabel={scans ? t('analytics.chart.scans') : undefined}
                />
              </Suspense>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * What the chart's two lines are, drawn as the chart draws them (clicks-chart.tsx): in HTML, so it
 * shows before the chart's chunk arrives and takes the theme's colours as the lines do.
 */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul
      className="mb-2 flex items-center gap-4 px-3 text-xs text-muted-foreground sm:px-0"
      aria-label={t('analytics.chart.legend')}
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="w-4 border-t-2 border-primary" />
        {t('analytics.chart.clicks')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="w-4 border-t-2 border-dashed border-warning" />
        {t('analytics.chart.scans')}
      </li>
    </ul>
  );
}
