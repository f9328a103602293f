import { useTranslation } from 'react-i18next';
import { usePrefetchDefaultReport } from '../../features/analytics/api/get-report';
import { DashboardView } from '../../features/analytics/components/dashboard-view/dashboard-view';
import { PlanCard } from '../../features/billing/components/plan-card';
import { displayName, useMe } from '../../lib/queries/me';

// GET /dashboard - the signed-in home: headline numbers with the plan, the last 30 days, top and
// recent links
function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The spec's prefetch: /analytics usually comes next, so its default report is fetched now.
  usePrefetchDefaultReport();
  if (!me) return null;
  return (
    <DashboardView
      name={displayName(me, t('common.user'))}
      planCard={<PlanCard subscription={me.subscription} isAdmin={me.profile.is_admin} />}
      canCreateLinks={me.entitlements.createLinks}
      timeZone={me.profile.timezone}
    />
  );
}

export { DashboardPage as Component };
