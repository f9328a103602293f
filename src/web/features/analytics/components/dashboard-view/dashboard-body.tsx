import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../../../shared/analytics';
import { QueryView } from '../../../../components/feedback/query-view';
import { StatCard } from '../../../../components/ui/stat-card';
import type { useDashboard } from '../../api/get-dashboard';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardSkeleton } from './dashboard-skeleton';
import { LinkListCard } from './link-list-card';
import { SparklineCard } from './sparkline-card';
import { TodayChange } from './today-change';
import { formatDate, numberFormat } from '../../../../lib/format';

/** The dashboard below its heading: loading, failure, first-run and the figures themselves. */
export function DashboardBody({
  summary,
  planCard,
  canCreateLinks,
}: {
  summary: ReturnType<typeof useDashboard>;
  planCard: ReactNode;
  canCreateLinks: boolean;
}) {
  const { t } = useTranslation();

  return (
    <QueryView query={summary} loading={<DashboardSkeleton />} failed={t('analytics.dashboard.loadFailed')}>
      {(data) => <DashboardFigures data={data} planCard={planCard} canCreateLinks={canCreateLinks} />}
    </QueryView>
  );
}

function DashboardFigures({
  data,
  planCard,
  canCreateLinks,
}: {
  data: DashboardSummary;
  planCard: ReactNode;
  canCreateLinks: boolean;
}) {
  const { t } = useTranslation();
  const numbers = numberFormat();

  if (data.links_total === 0) {
    return (
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardEmpty canCreateLinks={canCreateLinks} />
        {planCard}
      </div>
    );
  }

  const sparklineTotal = data.sparkline.reduce((sum, point) => sum + point.clicks, 0);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('analytics.dashboard.cards.links')} value={numbers.format(data.links_total)} />
        <StatCard label={t('analytics.dashboard.cards.clicks')} value={numbers.format(data.clicks_total)}>
          {t('analytics.dashboard.cards.clicksHint')}
        </StatCard>
        <StatCard label={t('analytics.dashboard.cards.today')} value={numbers.format(data.clicks_today)}>
          <TodayChange today={data.clicks_today} yesterday={data.clicks_yesterday} />
        </StatCard>
        {planCard}
      </div>

      <SparklineCard
        label={t('analytics.dashboard.sparkline.label', { total: numbers.format(sparklineTotal) })}
        summary={data}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <LinkListCard
          title={t('analytics.dashboard.topLinks')}
          hint={t('analytics.dashboard.topLinksHint')}
          links={data.top_links.slice(0, 5)}
          empty={t('analytics.dashboard.noClicks')}
          detail={(link) =>
            t('analytics.clicks', { count: link.clicks, formatted: numbers.format(link.clicks) })
          }
        />
        <LinkListCard
          title={t('analytics.dashboard.recentLinks')}
          links={data.recent_links.slice(0, 5)}
          empty=""
          detail={(link) =>
            t('analytics.dashboard.created', {
              date: formatDate(link.created_at, { timeZone: data.timezone }),
            })
          }
        />
      </div>
    </div>
  );
}
