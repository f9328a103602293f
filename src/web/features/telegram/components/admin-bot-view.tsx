import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/feedback/query-view';
import { LoadingStatus, SkeletonCards } from '../../../components/ui/skeleton';
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
      <QueryView
        query={settings}
        failed={t('telegram.token.loadFailed')}
        loading={
          <LoadingStatus label={t('telegram.token.loading')} className="grid gap-6">
            <SkeletonCards cards={2} barClassName={['h-6 w-56 max-w-full', 'h-4 w-full', 'h-9 w-full']} />
          </LoadingStatus>
        }
      >
        {(data) => (
          <>
            <BotTokenSection settings={data} />
            <UpdateModeSection settings={data} />
            <TestMessageSection settings={data} />
          </>
        )}
      </QueryView>
      {/* Announcements go to the app even without a bot: they do not wait for its settings. */}
      <AnnouncementsSection plans={plans} />
    </div>
  );
}
