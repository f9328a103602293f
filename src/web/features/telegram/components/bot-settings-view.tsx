import { BotOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKind, ConnectLink } from '../../../../shared/telegram';
import { LoadError } from '../../../components/feedback/load-error';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
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

  if (telegram.isPending) return <BotSettingsSkeleton />;
  if (telegram.isError && !telegram.data) {
    return (
      <LoadError
        error={telegram.error}
        fallback={t('telegram.state.loadFailed')}
        onRetry={() => void telegram.refetch()}
      />
    );
  }

  const state = telegram.data;
  if (!state.bot_available) {
    return (
      <EmptyState
        icon={BotOff}
        title={t('telegram.state.unavailableTitle')}
        description={t('telegram.state.unavailableDescription')}
      />
    );
  }

  const linkFor = (kind: ChatKind) => (link: ConnectLink | undefined) => {
    setPending((links) => ({ ...links, [kind]: link }));
    setJustConnected((was) => ({ ...was, [kind]: false }));
  };

  return (
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
  );
}

function BotSettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('telegram.state.loading')}</span>
      <div className="grid gap-6">
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
            <Skeleton className="h-6 w-48 max-w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-40" />
          </div>
        ))}
      </div>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
