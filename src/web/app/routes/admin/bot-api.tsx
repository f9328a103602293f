import { useTranslation } from 'react-i18next';
import { usePlans } from '../../../features/billing/api/list-plans';
import { AdminBotView } from '../../../features/telegram/components/admin-bot-view';

// GET /admin/bot-api - Telegram Bot Configuration & Test Setting (admin only): the bot token, how
// updates arrive, a test message, and announcements to all users or one plan's
function AdminBotApiPage() {
  const { t } = useTranslation();
  // Announcements may go to one plan's users: the plans on sale, from billing.
  const plans = usePlans();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.adminBotApi')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.adminBotApi')}</p>
      </header>
      <AdminBotView plans={{ plans: plans.data ?? [], failed: plans.isError }} />
    </div>
  );
}

export { AdminBotApiPage as Component };
