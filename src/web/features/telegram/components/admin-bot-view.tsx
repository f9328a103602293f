import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBotSettings } from '../api/get-bot-settings';
import type { AudiencePlans } from './announcement-composer';
import { AnnouncementsSection } from './announcements-section';
import { BotTokenSection } from './bot-token-section';
import { TestMessageSection } from './test-message-section';
import { UpdateModeSection } from './update-mode-section';

/**
 * The whole of /admin/bot-api below its title: the bot, how updates arrive, a test, announcements
 * (to everyone or to one of `plans`' users).
 */
export function AdminBotView({ plans }: { plans: AudiencePlans }) {
  const { t } = useTranslation();
  const settings = useBotSettings();

  return (
    <div className="grid gap-6">
      {settings.isPending ? (
        <div role="status" className="grid gap-6">
          <span className="sr-only">{t('telegram.token.loading')}</span>
          {[0, 1].map((card) => (
            <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
              <Skeleton className="h-6 w-56 max-w-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </div>
      ) : settings.isError && !settings.data ? (
        <LoadError
          error={settings.error}
          fallback={t('telegram.token.loadFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <BotTokenSection settings={settings.data} />
          <UpdateModeSection settings={settings.data} />
          <TestMessageSection settings={settings.data} />
        </>
      )}
      {/* Announcements go to the app even without a bot: they do not wait for its settings. */}
      <AnnouncementsSection plans={plans} />
    </div>
  );
}
