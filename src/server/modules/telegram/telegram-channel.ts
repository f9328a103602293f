import { telegramEventOf } from '../../../shared/telegram';
import type { NotifyChannel } from '../notifications';
import type { Bot } from './bot.service';
import { botLanguage, botPlainText } from './bot-texts';
import type { ConnectionsService, TelegramOfUser } from './connections.service';
import { renderMessage } from './message-html';
import type { OutboxRepo } from './outbox.repo';

// Telegram as a channel of notify(): a notification whose type belongs to an event the user has
// on, for a user with a connected chat, is queued in the outbox in the notification's own
// transaction (one row per chat), and the sender is woken after the commit.

export interface TelegramChannelDeps {
  current(): Promise<Bot | null>;
  telegramOf(userId: string): Promise<TelegramOfUser | null>;
  connections: Pick<ConnectionsService, 'choices'>;
  outbox: OutboxRepo;
  brandName(): Promise<string>;
  publicUrl: string;
  wake(): void;
}

export function createTelegramChannel(deps: TelegramChannelDeps): NotifyChannel {
  return {
    async prepare(userId, input) {
      const event = telegramEventOf(input.type);
      // The bot is kept in memory: without one, no notification reads the user's chats.
      if (!event || !(await deps.current())) return null;
      const telegram = await deps.telegramOf(userId);
      const chats = (['private', 'group'] as const).filter((kind) =>
        kind === 'private' ? telegram?.privateChat : telegram?.groupChat,
      );
      if (chats.length === 0) return null;
      if ((await deps.connections.choices(userId))[event] === false) return null;
      const brand = await deps.brandName();
      const text = renderMessage({
        brand,
        title: input.title,
        body: input.body ?? '',
        url: input.link ? new URL(input.link, deps.publicUrl).href : null,
        open: botPlainText(botLanguage(telegram?.language), 'open', brand),
      });
      return (tx, notification) =>
        deps.outbox.insert(
          tx,
          chats.map((chatKind) => ({
            userId,
            chatKind,
            notificationId: notification.id,
            announcementId: input.type === 'announcement' ? notification.ref : null,
            text,
          })),
        );
    },
    written: () => deps.wake(),
  };
}
