import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/profiles';

// The Telegram chats connected to each account (the telegram module's, kept in the profile's row).

export function createTelegramChatsRepo(db: Db) {
  return {
    /** Sets (or, with null, clears) the user's private chat or group; false when no such user. */
    async setTelegramChat(id: string, kind: 'private' | 'group', chatId: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set(
          kind === 'private'
            ? { telegramId: chatId, updatedAt: new Date() }
            : { telegramGroupId: chatId, updatedAt: new Date() },
        )
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Clears a chat from every account it is connected to (the chat blocked the bot, or /stop). */
    async clearTelegramChat(chatId: string): Promise<{ id: string; kind: 'private' | 'group' }[]> {
      return db.transaction(async (tx) => {
        const privateOnes = await tx
          .update(users)
          .set({ telegramId: null, updatedAt: new Date() })
          .where(eq(users.telegramId, chatId))
          .returning({ id: users.id });
        const groups = await tx
          .update(users)
          .set({ telegramGroupId: null, updatedAt: new Date() })
          .where(eq(users.telegramGroupId, chatId))
          .returning({ id: users.id });
        return [
          ...privateOnes.map(({ id }) => ({ id, kind: 'private' as const })),
          ...groups.map(({ id }) => ({ id, kind: 'group' as const })),
        ];
      });
    },

    /** A page of the users on a plan (or all), in id order after `after`, with their chats. */
    async audiencePage(plan: string | null, after: string | null, limit: number) {
      const conditions = [];
      if (plan !== null) conditions.push(eq(users.subscriptionPlan, plan));
      if (after !== null) conditions.push(gt(users.id, after));
      return db
        .select({
          id: users.id,
          telegramId: users.telegramId,
          telegramGroupId: users.telegramGroupId,
        })
        .from(users)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(users.id))
        .limit(limit);
    },

    async countAudience(plan: string | null): Promise<{ all: number; withTelegram: string[] }> {
      const where = plan === null ? undefined : eq(users.subscriptionPlan, plan);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const connected = await db
        .select({ id: users.id })
        .from(users)
        .where(and(where, or(isNotNull(users.telegramId), isNotNull(users.telegramGroupId))));
      return { all: row?.count ?? 0, withTelegram: connected.map(({ id }) => id) };
    },
  };
}
