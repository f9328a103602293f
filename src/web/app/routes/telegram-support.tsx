import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /telegram-support - support contacts
// PLACEHOLDER: replaced when the feature lands.
function TelegramSupportPage() {
  return <ComingSoonPage page="telegramSupport" />;
}

export { TelegramSupportPage as Component };
