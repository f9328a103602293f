import { useTranslation } from 'react-i18next';
import { CronSettingsView } from '../../features/checks/components/cron-settings-view';

// GET /cron-settings - Cron Settings: automatic checks of the watched domains, their intervals and
// the switch that pauses them all
function CronSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.cronSettings')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.cronSettings')}</p>
      </header>
      <CronSettingsView />
    </div>
  );
}

export { CronSettingsPage as Component };
