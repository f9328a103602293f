import { useTranslation } from 'react-i18next';
import { usePlans } from '../../../features/billing/api/list-plans';
import { AdminBotView } from '../../../features/telegram/components/admin-bot-view';
import { PageLayout } from '../../../components/layouts/page-layout';

// GET /admin/bot-api - Telegram Bot Configuration & Test Setting (admin only): the bot token, how
// updates arrive, a test message, and announcements to all users or one plan's
function AdminBotApiPage() {
  const { t } = useTranslation();
  // Announcements may go to one plan's users: the plans on sale, from billing.
  const plans = usePlans();
  return (
    <PageLayout
      width="4xl"
      title={t('shell.nav.items.adminBotApi')}
      description={t('shell.pages.adminBotApi')}
    >
      <AdminBotView plans={{ plans: plans.data ?? [], failed: plans.isError }} />
    </PageLayout>
  );
}

export { AdminBotApiPage as Component };
