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

/** The clicks series as an area chart, or as a table with the same numbers. */
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
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div
            role="img"
            aria-label={
              first && last
                ? t('analytics.chart.label', {
                    total: numbers.format(totals.clicks),
                    first: long(first.label),
                    last: long(last.label),
                  })
                : t('analytics.chart.title')
            }
            className="h-60 w-full min-w-0"
          >
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <ClicksChart
                series={series}
                granularity={range.granularity}
                clicksLabel={t('analytics.chart.clicks')}
                visitorsLabel={t('analytics.chart.visitors')}
              />
            </Suspense>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
