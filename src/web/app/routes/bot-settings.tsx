import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /bot-settings - Telegram notifications
// PLACEHOLDER: replaced when the feature lands.
function BotSettingsPage() {
  return <ComingSoonPage page="botSettings" />;
}

export { BotSettingsPage as Component };
