import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /cron-settings - scheduled domain checks
// PLACEHOLDER: replaced when the feature lands.
function CronSettingsPage() {
  return <ComingSoonPage page="cronSettings" />;
}

export { CronSettingsPage as Component };
