import { and, eq, isNull } from 'drizzle-orm';
import type { ChatKind } from '../../../shared/telegram';
import type { Db } from '../../db/client';
import { telegramChats } from '../../db/schema/telegram';

// The chats connected to each account: its private chat with the bot, and a group it added the
// bot to. A row with neither is deleted.

export interface AccountChats {
  privateChat: string | null;
  groupChat: string | null;
}

export function createChatsRepo(db: Db) {
  const column = (kind: ChatKind) =>
    kind === 'private' ? telegramChats.privateChat : telegramChats.groupChat;

  return {
    async chatsOf(userId: string): Promise<AccountChats | null> {
      const [row] = await db
        .select({ privateChat: telegramChats.privateChat, groupChat: telegramChats.groupChat })
        .from(telegramChats)
        .where(eq(telegramChats.userId, userId));
      return row ?? null;
    },

    /** Sets (or, with null, clears) the account's private chat or group. */
    async setChat(userId: string, kind: ChatKind, chatId: string | null): Promise<void> {
      const set = kind === 'private' ? { privateChat: chatId } : { groupChat: chatId };
      await db.transaction(async (tx) => {
        await tx
          .insert(telegramChats)
          .values({ userId, ...set })
          .onConflictDoUpdate({ target: telegramChats.userId, set: { ...set, updatedAt: new Date() } });
        await tx
          .delete(telegramChats)
          .where(
            and(
              eq(telegramChats.userId, userId),
              isNull(telegramChats.privateChat),
              isNull(telegramChats.groupChat),
            ),
          );
      });
    },

    /** Clears a chat from every account it is connected to (the chat blocked the bot, or /stop). */
    async clearChat(chatId: string): Promise<{ id: string; kind: ChatKind }[]> {
      return db.transaction(async (tx) => {
        const cleared: { id: string; kind: ChatKind }[] = [];
        for (const kind of ['private', 'group'] as const) {
          const rows = await tx
            .update(telegramChats)
            .set(
              kind === 'private'
                ? { privateChat: null, updatedAt: new Date() }
                : { groupChat: null, updatedAt: new Date() },
            )
            .where(eq(column(kind), chatId))
            .returning({ id: telegramChats.userId });
          cleared.push(...rows.map(({ id }) => ({ id, kind })));
        }
        // Only the rows just cleared can be left without a chat.
        await tx
          .delete(telegramChats)
          .where(and(isNull(telegramChats.privateChat), isNull(telegramChats.groupChat)));
        return cleared;
      });
    },

    /** Every account with a chat connected (a row has one at least). */
    async connectedIds(): Promise<string[]> {
      const rows = await db.select({ id: telegramChats.userId }).from(telegramChats);
      return rows.map(({ id }) => id);
    },
  };
}

export type ChatsRepo = ReturnType<typeof createChatsRepo>;
