import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramChats, telegramGroups } from '../../db/schema/telegram';

// The chats connected: each account's private chat with the bot (a row without one is deleted),
// and each workspace's group (ADR 0026), with the member who connected it.

export interface AccountChats {
  privateChat: string | null;
  /** The group of the account's personal workspace (which has the account's id). */
  groupChat: string | null;
}

export interface WorkspaceGroup {
  chatId: string;
  /** Whose language and event choices the group's messages follow; null once that account is gone. */
  connectedBy: string | null;
}

export function createChatsRepo(db: Db) {
  return {
    async chatsOf(userId: string): Promise<AccountChats | null> {
      const [[own], [group]] = await Promise.all([
        db
          .select({ privateChat: telegramChats.privateChat })
          .from(telegramChats)
          .where(eq(telegramChats.userId, userId)),
        db
          .select({ chatId: telegramGroups.chatId })
          .from(telegramGroups)
          .where(eq(telegramGroups.workspaceId, userId)),
      ]);
      if (!own && !group) return null;
      return { privateChat: own?.privateChat ?? null, groupChat: group?.chatId ?? null };
    },

    async privateChatOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ privateChat: telegramChats.privateChat })
        .from(telegramChats)
        .where(eq(telegramChats.userId, userId));
      return row?.privateChat ?? null;
    },

    /** Sets (or, with null, clears) the account's private chat. */
    async setPrivateChat(userId: string, chatId: string | null): Promise<void> {
      if (chatId === null) {
        await db.delete(telegramChats).where(eq(telegramChats.userId, userId));
        return;
      }
      await db
        .insert(telegramChats)
        .values({ userId, privateChat: chatId })
        .onConflictDoUpdate({
          target: telegramChats.userId,
          set: { privateChat: chatId, updatedAt: new Date() },
        });
    },

    async groupOf(workspaceId: string): Promise<WorkspaceGroup | null> {
      const [row] = await db
        .select({ chatId: telegramGroups.chatId, connectedBy: telegramGroups.connectedBy })
        .from(telegramGroups)
        .where(eq(telegramGroups.workspaceId, workspaceId));
      return row ?? null;
    },

    /** Connects the workspace's group, in place of any it had. */
    async setGroup(workspaceId: string, chatId: string, connectedBy: string): Promise<void> {
      await db
        .insert(telegramGroups)
        .values({ workspaceId, chatId, connectedBy })
        .onConflictDoUpdate({
          target: telegramGroups.workspaceId,
          set: { chatId, connectedBy, updatedAt: new Date() },
        });
    },

    async removeGroup(workspaceId: string): Promise<void> {
      await db.delete(telegramGroups).where(eq(telegramGroups.workspaceId, workspaceId));
    },

    /**
     * Clears a chat wherever it is connected (it blocked the bot, or said /stop): the accounts
     * whose private chat it was, and the workspaces whose group it was.
     */
    async clearChat(chatId: string): Promise<{ accounts: string[]; workspaces: string[] }> {
      return db.transaction(async (tx) => {
        const accounts = await tx
          .delete(telegramChats)
          .where(eq(telegramChats.privateChat, chatId))
          .returning({ id: telegramChats.userId });
        const workspaces = await tx
          .delete(telegramGroups)
          .where(eq(telegramGroups.chatId, chatId))
          .returning({ id: telegramGroups.workspaceId });
        return { accounts: accounts.map(({ id }) => id), workspaces: workspaces.map(({ id }) => id) };
      });
    },

    /**
     * The accounts whose private chat this is, the latest connected first. A private chat's id is
     * its Telegram user's id, so this also answers which accounts a Telegram user holds.
     */
    async accountsOfPrivateChat(chatId: string): Promise<string[]> {
      const rows = await db
        .select({ id: telegramChats.userId })
        .from(telegramChats)
        .where(eq(telegramChats.privateChat, chatId))
        .orderBy(desc(telegramChats.updatedAt), telegramChats.userId);
      return rows.map(({ id }) => id);
    },

    /** The workspaces whose group this chat is (one, unless several were connected to it). */
    async workspacesOfGroup(chatId: string): Promise<(WorkspaceGroup & { workspaceId: string })[]> {
      return db
        .select({
          workspaceId: telegramGroups.workspaceId,
          chatId: telegramGroups.chatId,
          connectedBy: telegramGroups.connectedBy,
        })
        .from(telegramGroups)
        .where(eq(telegramGroups.chatId, chatId))
        .orderBy(telegramGroups.workspaceId);
    },

    /** Every account with a private chat connected (an announcement's Telegram audience). */
    async connectedIds(): Promise<string[]> {
      const rows = await db.select({ id: telegramChats.userId }).from(telegramChats);
      return rows.map(({ id }) => id);
    },
  };
}

export type ChatsRepo = ReturnType<typeof createChatsRepo>;
