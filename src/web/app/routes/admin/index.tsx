import { useTranslation } from 'react-i18next';
import { AdminPanelSection } from '../../../features/admin-panel/components/admin-panel-section';
import { RecentAuditSection } from '../../../features/admin-panel/components/recent-audit-section';
import { AdminFeedbackSection } from '../../../features/feedback/components/admin-feedback-section';

// GET /admin - admin panel overview (admin only): the service's figures as cards (users,
// subscriptions, revenue, pending transfers, links, clicks, failing domains, open feedback), the
// newest admin changes, then the users' feedback
function AdminPanelPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.admin')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.admin')}</p>
      </header>
      <AdminPanelSection />
      <RecentAuditSection />
      <AdminFeedbackSection />
    </div>
  );
}

export { AdminPanelPage as Component };
