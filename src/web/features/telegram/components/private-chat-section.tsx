import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConnectLink, TelegramState } from '../../../../shared/telegram';
import { Button } from '../../../components/ui/button';
import { useConnectTelegram } from '../api/connect-telegram';
import { ChatBadge } from './chat-badge';
import { ConnectedChat } from './connected-chat';
import { ConnectLinkPanel } from './connect-link-panel';
import { CardSection } from '../../../components/layouts/card-section';
import { RequestError } from '../../../components/feedback/request-error';
import { useChatDisconnect } from './use-chat-disconnect';

interface PrivateChatSectionProps {
  state: TelegramState;
  /** The deep link out, while the page waits for /start. */
  link: ConnectLink | undefined;
  onLink: (link: ConnectLink | undefined) => void;
  /** The chat was connected while this page waited. */
  justConnected: boolean;
}

/** The user's own chat with the bot: connected through the deep link (/start <token>), or not. */
export function PrivateChatSection({ state, link, onLink, justConnected }: PrivateChatSectionProps) {
  const { t } = useTranslation();
  const connect = useConnectTelegram();
  const { disconnect, heading, remove } = useChatDisconnect('private', onLink);
  const bot = state.bot_username ? `@${state.bot_username}` : t('telegram.botFallback');
  const chat = state.private_chat;

  const start = async () => {
    disconnect.reset();
    let fresh: ConnectLink;
    try {
      fresh = await connect.mutateAsync();
    } catch {
      // Shown from connect.error below.
      return;
    }
    onLink(fresh);
    // The bot opens in a new tab with Start to press; the link stays on the page in case a popup
    // blocker stopped it.
    window.open(fresh.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <CardSection
      title={t('telegram.private.title')}
      aside={<ChatBadge connected={chat !== null} />}
      description={t('telegram.private.description', { bot })}
      headingRef={heading}
    >
      {chat ? (
        <ConnectedChat
          justConnected={justConnected ? t('telegram.private.justConnected') : null}
          disconnectLabel={t('telegram.private.disconnect')}
          disconnecting={disconnect.isPending}
          onDisconnect={() => {
            connect.reset();
            void remove();
          }}
        >
          {t('telegram.private.connectedTo', { bot })}{' '}
          <span className="text-muted-foreground">{t('telegram.chats.chatId', { id: chat.id })}</span>
        </ConnectedChat>
      ) : link ? (
        <ConnectLinkPanel
          key={link.url}
          kind="private"
          link={link}
          onRenew={() => void start()}
          renewing={connect.isPending}
        />
      ) : (
        <div>
          <Button disabled={connect.isPending} onClick={() => void start()}>
            <Send aria-hidden="true" />
            {connect.isPending ? t('telegram.connect.connecting') : t('telegram.connect.button')}
          </Button>
        </div>
      )}
      <RequestError request={connect} fallback={t('telegram.connect.failed')} worded />
      <RequestError request={disconnect} fallback={t('telegram.chats.disconnectFailed')} worded />
    </CardSection>
  );
}
