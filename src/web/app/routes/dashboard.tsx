import { useTranslation } from 'react-i18next';
import { usePrefetchDefaultReport } from '../../features/analytics/api/get-report';
import { DashboardView } from '../../features/analytics/components/dashboard-view';
import { displayName, useMe } from '../../features/auth/api/get-me';

// GET /dashboard - the signed-in home: headline numbers, the last 30 days, top and recent links
function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The spec's prefetch: /analytics usually comes next, so its default report is fetched now.
  usePrefetchDefaultReport();
  if (!me) return null;
  return (
    <DashboardView
      name={displayName(me, t('common.user'))}
      subscription={me.subscription}
      timeZone={me.profile.timezone}
    />
  );
}

export { DashboardPage as Component };
