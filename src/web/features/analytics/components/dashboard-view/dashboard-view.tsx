import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../api/get-dashboard';
import { DashboardBody } from './dashboard-body';
import { PageLayout } from '../../../../components/layouts/page-layout';

interface DashboardViewProps {
  /** Who to greet. */
  name: string;
  /** The plan's card, shown among the headline numbers (the billing feature's, composed by the page). */
  planCard: ReactNode;
  /** Whether the plan creates links: a first run without it points at the plans, not at /create. */
  canCreateLinks: boolean;
  /** The profile's time zone, named until the summary names its own ("today" is the user's day). */
  timeZone: string | undefined;
}

/** The signed-in home: greeting, headline numbers, the last 30 days, top and recent links. */
export function DashboardView({ name, planCard, canCreateLinks, timeZone }: DashboardViewProps) {
  const { t } = useTranslation();
  const summary = useDashboard();
  const zone = summary.data?.timezone ?? timeZone;

  return (
    <PageLayout
      width="6xl"
      compact
      title={t('analytics.dashboard.greeting', { name })}
      titleClassName="text-balance break-words"
      description={t('analytics.dashboard.description')}
      note={zone && t('analytics.page.timezone', { zone })}
    >
      <DashboardBody summary={summary} planCard={planCard} canCreateLinks={canCreateLinks} />
    </PageLayout>
  );
}
