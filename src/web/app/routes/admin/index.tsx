import { useTranslation } from 'react-i18next';
import { AdminPanelSection } from '../../../features/admin-panel/components/admin-panel-section';
import { RecentAuditSection } from '../../../features/admin-panel/components/recent-audit-section';
import { AdminFeedbackSection } from '../../../features/feedback/components/admin-feedback-section';
import { PageLayout } from '../../../components/layouts/page-layout';

// GET /admin - admin panel overview (admin only): the service's figures as cards (users,
// subscriptions, revenue, pending transfers, links, clicks, failing domains, open feedback), the
// newest admin changes, then the users' feedback
function AdminPanelPage() {
  const { t } = useTranslation();
  return (
    <PageLayout width="5xl" title={t('shell.nav.items.admin')} description={t('shell.pages.admin')}>
      <AdminPanelSection />
      <RecentAuditSection />
      <AdminFeedbackSection />
    </PageLayout>
  );
}

export { AdminPanelPage as Component };
