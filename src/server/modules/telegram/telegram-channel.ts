import { telegramEventOf } from '../../../shared/telegram';
import type { NotifyChannel, NotifyInput } from '../notifications';
import type { Bot } from './bot.service';
import { botLanguage, botPlainText } from './bot-texts';
import type { ChatsRepo } from './chats.repo';
import type { ConnectionsService, TelegramOfUser } from './connections.service';
import { renderMessage } from './message-html';
import type { OutboxRepo } from './outbox.repo';

// Telegram as a channel of notify(): a notification whose type belongs to an event the user has
// on, for a user with a private chat connected, is queued in the outbox in the notification's own
// transaction, and the sender is woken after the commit. A workspace's notice goes to its group
// once besides (ADR 0026), written as the member who connected the group reads it.

export interface TelegramChannelDeps {
  current(): Promise<Bot | null>;
  telegramOf(userId: string): Promise<TelegramOfUser | null>;
  chats: Pick<ChatsRepo, 'groupOf'>;
  connections: Pick<ConnectionsService, 'choices'>;
  outbox: OutboxRepo;
  brandName(): Promise<string>;
  publicUrl: string;
  wake(): void;
}

export function createTelegramChannel(deps: TelegramChannelDeps): NotifyChannel {
  async function text(input: NotifyInput, language: string | undefined): Promise<string> {
    const brand = await deps.brandName();
    return renderMessage({
      brand,
      title: input.title,
      body: input.body ?? '',
      url: input.link ? new URL(input.link, deps.publicUrl).href : null,
      open: botPlainText(botLanguage(language), 'open', brand),
    });
  }

  return {
    async prepare(userId, input) {
      const event = telegramEventOf(input.type);
      // The bot is kept in memory: without one, no notification reads the user's chat.
      if (!event || !(await deps.current())) return null;
      const telegram = await deps.telegramOf(userId);
      if (!telegram?.privateChat) return null;
      if ((await deps.connections.choices(userId))[event] === false) return null;
      const message = await text(input, telegram.language);
      return (tx, notification) =>
        deps.outbox.insert(tx, [
          {
            userId,
            chatKind: 'private',
            notificationId: notification.id,
            announcementId: input.type === 'announcement' ? notification.ref : null,
            text: message,
          },
        ]);
    },

    async toWorkspace(workspaceId, inputFor) {
      if (!(await deps.current())) return;
      const group = await deps.chats.groupOf(workspaceId);
      if (!group) return;
      // The member who connected it chose its events and its language; once they are gone, all
      // events go, in the default reader's language (English).
      const { input, reader } = await inputFor(group.connectedBy);
      const event = telegramEventOf(input.type);
      if (!event) return;
      if (group.connectedBy && (await deps.connections.choices(group.connectedBy))[event] === false) return;
      await deps.outbox.add({ workspaceId, chatKind: 'group', text: await text(input, reader.language) });
      deps.wake();
    },

    written: () => deps.wake(),
  };
}
