import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  breakdownDimensions,
  type AnalyticsQuery,
  type AnalyticsReport as Report,
} from '../../../../shared/analytics';
import type { AnalyticsRange } from '../../../../shared/analytics-ranges';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { LoadingStatus, Skeleton, SkeletonCards } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useReport } from '../api/get-report';
import { useLinks } from '../../../lib/queries/links';
import { defaultCustomRange } from '../lib/query';
import { AnalyticsEmpty } from './analytics-empty';
import { BreakdownCard } from './breakdown-card';
import { ClicksOverTime } from './clicks-over-time';
import { DestinationsCard } from './destinations-card';
import { LinkPicker } from './link-picker';
import { CustomRangeForm, RangePicker } from './range-picker';
import { StatCard } from '../../../components/ui/stat-card';
import { TopLinksCard } from './top-links-card';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { numberFormat } from '../../../lib/format';
import { PageLayout } from '../../../components/layouts/page-layout';

interface AnalyticsReportProps {
  /** The filters in force (the page keeps them in its address). */
  query: AnalyticsQuery;
  onQueryChange: (query: AnalyticsQuery) => void;
  /** The profile's time zone, for a new custom range until a report names the zone. */
  timeZone: string | undefined;
  /** The links list's filters (the report over the links they select); none for one link's report. */
  linkFilters?: ReactNode;
}

/** The /analytics page: filters, then the report for them with its loading, empty and error states. */
export function AnalyticsReport({ query, onQueryChange, timeZone, linkFilters }: AnalyticsReportProps) {
  const { t } = useTranslation();
  const report = useReport(query);
  const botsId = useId();
  const botsHintId = useId();
  const fieldErrors = report.isError ? serverFieldErrors(report.error) : {};
  const zone = report.data?.range.timezone ?? timeZone;

  function changeRange(range: AnalyticsRange) {
    if (range === query.range) return;
    const { from: _from, to: _to, ...rest } = query;
    onQueryChange(range === 'custom' ? { ...rest, range, ...defaultCustomRange(zone) } : { ...rest, range });
  }

  return (
    <PageLayout
      width="6xl"
      compact
      title={t('analytics.page.title')}
      description={t('analytics.page.description')}
      note={zone && t('analytics.page.timezone', { zone })}
    >
      <section
        aria-label={t('analytics.filters.label')}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <div className="grid gap-4 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:items-end">
          <RangePicker range={query.range} onRangeChange={changeRange} />
          <LinkPicker
            linkId={query.link_id ?? null}
            error={fieldErrors.link_id}
            onLinkChange={(linkId) => {
              const { link_id: _previous, ...rest } = query;
              onQueryChange(linkId ? { ...rest, link_id: linkId } : rest);
            }}
          />
          <div className="grid gap-1 lg:pb-2">
            <div className="flex items-center gap-2">
              <Switch
                id={botsId}
                aria-describedby={botsHintId}
                checked={query.bots === 'include'}
                onCheckedChange={(on) => onQueryChange({ ...query, bots: on ? 'include' : 'exclude' })}
              />
              <Label htmlFor={botsId}>{t('analytics.filters.includeBots')}</Label>
            </div>
            <p id={botsHintId} className="max-w-64 text-xs text-muted-foreground">
              {t('analytics.filters.includeBotsHint')}
            </p>
          </div>
        </div>
        {query.range === 'custom' && (
          <CustomRangeForm
            key={`${query.from ?? ''}/${query.to ?? ''}`}
            from={query.from ?? ''}
            to={query.to ?? ''}
            serverErrors={{ from: fieldErrors.from, to: fieldErrors.to }}
            onApply={(range) => onQueryChange({ ...query, ...range })}
          />
        )}
        {linkFilters}
      </section>

      <ReportBody query={query} report={report} />
    </PageLayout>
  );
}

function ReportBody({ query, report }: { query: AnalyticsQuery; report: ReturnType<typeof useReport> }) {
  const { t } = useTranslation();
  // The picker's own query (shared cache): whether the account has any links at all.
  const links = useLinks({ page: 1, q: '' });

  if (report.isPending) return <ReportSkeleton />;

  if (report.isError && !report.data) {
    const refused = report.error instanceof ApiError && report.error.status === 400;
    return (
      <Alert tone="error">
        <p>
          {refused ? t('analytics.page.refused') : errorText(report.error, t('analytics.page.loadFailed'), t)}
        </p>
        {refused && <p className="mt-1">{report.error.message}</p>}
        {!refused && (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void report.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Alert>
    );
  }
  if (!report.data) return null;

  const data: Report = report.data;
  if (data.totals.clicks === 0) return <AnalyticsEmpty hasLinks={(links.data?.total ?? 1) > 0} />;

  return <ReportContent data={data} query={query} updating={report.isPlaceholderData} />;
}

function ReportContent({
  data,
  query,
  updating,
}: {
  data: Report;
  query: AnalyticsQuery;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const numbers = numberFormat();
  return (
    <div
      aria-busy={updating || undefined}
      className={cn('grid gap-6 transition-opacity', updating && 'opacity-60')}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('analytics.summary.clicks')} value={numbers.format(data.totals.clicks)} />
        <StatCard label={t('analytics.summary.visitors')} value={numbers.format(data.totals.visitors)}>
          {t('analytics.summary.visitorsHint')}
        </StatCard>
        {/* Always shown, 0 included: whether a printed code is being scanned is the question. */}
        <StatCard label={t('analytics.summary.scans')} value={numbers.format(data.totals.scans)}>
          {t('analytics.summary.scansHint')}
        </StatCard>
      </div>
      <ClicksOverTime report={data} query={query} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {!query.link_id && <TopLinksCard links={data.top_links} query={query} />}
        {query.link_id && <DestinationsCard rows={data.destinations} query={query} />}
        {breakdownDimensions.map((dimension) => (
          <BreakdownCard key={dimension} dimension={dimension} rows={data[dimension]} query={query} />
        ))}
      </div>
    </div>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('analytics.page.loading')} className="grid gap-6">
      <SkeletonCards
        cards={3}
        barClassName={['h-4 w-24', 'h-8 w-32']}
        className="gap-4 sm:grid-cols-2 xl:grid-cols-4"
        cardClassName="p-5 sm:p-5"
      />
      <Skeleton className="h-72 w-full rounded-xl" />
      <SkeletonCards
        cards={3}
        barClassName={['h-5 w-32', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full']}
        className="gap-4 md:grid-cols-2 xl:grid-cols-3"
        cardClassName="p-5 sm:p-5"
      />
    </LoadingStatus>
  );
}
