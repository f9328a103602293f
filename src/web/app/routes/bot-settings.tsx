import { BotSettingsView } from '../../features/telegram/components/bot-settings-view';
import { titledPage } from '../../components/layouts/page-layout';

// GET /bot-settings - Bot Notifications: connect a Telegram chat (the bot's deep link) or a group,
// choose which events send a message, and send a test
export const Component = titledPage(
  { width: '4xl', title: 'shell.nav.items.botSettings', description: 'shell.pages.botSettings' },
  BotSettingsView,
);
