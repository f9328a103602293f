import { CronSettingsView } from '../../features/checks/components/cron-settings-view';
import { titledPage } from '../../components/layouts/page-layout';

// GET /cron-settings - Cron Settings: automatic checks of the watched domains, their intervals and
// the switch that pauses them all
export const Component = titledPage(
  { width: '5xl', title: 'shell.nav.items.cronSettings', description: 'shell.pages.cronSettings' },
  CronSettingsView,
);
