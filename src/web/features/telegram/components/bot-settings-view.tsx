import { BotOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKind, ConnectLink } from '../../../../shared/telegram';
import { QueryView } from '../../../components/feedback/query-view';
import { EmptyState } from '../../../components/layouts/empty-state';
import { LoadingStatus, SkeletonCards } from '../../../components/ui/skeleton';
import { useTelegram } from '../api/get-telegram';
import { connectedSince, type PendingLinks } from '../lib/connect-wait';
import { EventSwitches } from './event-switches';
import { GroupChatSection } from './group-chat-section';
import { PrivateChatSection } from './private-chat-section';
import { SendTestSection } from './send-test-section';

/** The whole of /bot-settings below its title: the chats, the events, and a test. */
export function BotSettingsView() {
  const { t } = useTranslation();
  // The connect links out; while one waits, the state is asked for every 3 s (useTelegram).
  const [pending, setPending] = useState<PendingLinks>({});
  const [justConnected, setJustConnected] = useState<Partial<Record<ChatKind, boolean>>>({});
  const telegram = useTelegram({ waitingFor: pending });

  // A link whose chat has come is done: drop it (polling stops) and say "Connected" once.
  const done = connectedSince(pending, telegram.data);
  if (done.length > 0) {
    setPending((links) => {
      const rest = { ...links };
      for (const kind of done) delete rest[kind];
      return rest;
    });
    setJustConnected((was) => ({ ...was, ...Object.fromEntries(done.map((kind) => [kind, true])) }));
  }

  const linkFor = (kind: ChatKind) => (link: ConnectLink | undefined) => {
    setPending((links) => ({ ...links, [kind]: link }));
    setJustConnected((was) => ({ ...was, [kind]: false }));
  };

  return (
    <QueryView
      query={telegram}
      failed={t('telegram.state.loadFailed')}
      loading={
        <LoadingStatus label={t('telegram.state.loading')} className="grid gap-6">
          <SkeletonCards cards={2} barClassName={['h-6 w-48 max-w-full', 'h-4 w-full', 'h-9 w-40']} />
          <SkeletonCards
            cards={1}
            barClassName={['h-10 w-full', 'h-10 w-full', 'h-10 w-full', 'h-10 w-full']}
          />
        </LoadingStatus>
      }
    >
      {(state) =>
        state.bot_available ? (
          <div className="grid gap-6">
            <PrivateChatSection
              state={state}
              link={pending.private}
              onLink={linkFor('private')}
              justConnected={justConnected.private ?? false}
            />
            <GroupChatSection
              state={state}
              link={pending.group}
              onLink={linkFor('group')}
              justConnected={justConnected.group ?? false}
            />
            <EventSwitches state={state} />
            <SendTestSection state={state} />
          </div>
        ) : (
          <EmptyState
            icon={BotOff}
            title={t('telegram.state.unavailableTitle')}
            description={t('telegram.state.unavailableDescription')}
          />
        )
      }
    </QueryView>
  );
}
