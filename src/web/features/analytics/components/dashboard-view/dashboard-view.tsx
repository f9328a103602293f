import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../api/get-dashboard';
import { DashboardBody } from './dashboard-body';

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
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          {t('analytics.dashboard.greeting', { name })}
        </h1>
        <p className="text-muted-foreground">{t('analytics.dashboard.description')}</p>
        {zone && <p className="text-xs text-muted-foreground">{t('analytics.page.timezone', { zone })}</p>}
      </header>
      <DashboardBody summary={summary} planCard={planCard} canCreateLinks={canCreateLinks} />
    </div>
  );
}
