import { Link2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/layouts/empty-state';

/**
 * The first run: no links yet, and the way to create one; or, when the plan has no link creation
 * (basic), what the plan allows and the way to the plans, never a button to a page that refuses.
 */
export function DashboardEmpty({ canCreateLinks }: { canCreateLinks: boolean }) {
  const { t } = useTranslation();
  if (!canCreateLinks) {
    return (
      <EmptyState
        icon={Lock}
        title={t('analytics.dashboard.empty.notInPlanTitle')}
        description={t('analytics.dashboard.empty.notInPlanDescription')}
        link={{ to: '/pricing', text: t('analytics.dashboard.empty.seePlans') }}
      />
    );
  }
  return (
    <EmptyState
      icon={Link2}
      title={t('analytics.dashboard.empty.title')}
      description={t('analytics.dashboard.empty.description')}
      link={{ to: '/create', text: t('analytics.dashboard.empty.action') }}
    />
  );
}
