import { useTranslation } from 'react-i18next';
import { BotSettingsView } from '../../features/telegram/components/bot-settings-view';

// GET /bot-settings - Bot Notifications: connect a Telegram chat (the bot's deep link) or a group,
// choose which events send a message, and send a test
function BotSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.botSettings')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.botSettings')}</p>
      </header>
      <BotSettingsView />
    </div>
  );
}

export { BotSettingsPage as Component };
