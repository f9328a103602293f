import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin/bot-api - Telegram bot configuration and test (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminBotApiPage() {
  return <ComingSoonPage page="adminBotApi" />;
}

export { AdminBotApiPage as Component };
