import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramConnectTokens, telegramPreferences } from '../../db/schema/telegram';
import type { TelegramEvent } from '../../../shared/telegram';

export type EventChoices = Partial<Record<TelegramEvent, boolean>>;

export function createConnectionsRepo(db: Db) {
  return {
    async choices(userId: string): Promise<EventChoices> {
      const [row] = await db
        .select({ events: telegramPreferences.events })
        .from(telegramPreferences)
        .where(eq(telegramPreferences.userId, userId));
      return (row?.events as EventChoices | undefined) ?? {};
    },

    async setChoices(userId: string, events: EventChoices): Promise<void> {
      await db
        .insert(telegramPreferences)
        .values({ userId, events })
        .onConflictDoUpdate({ target: telegramPreferences.userId, set: { events, updatedAt: new Date() } });
    },

    /**
     * A new token for the user, made in a workspace (the one a group that sends it joins); their
     * earlier unused ones stop working.
     */
    async newToken(userId: string, workspaceId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(telegramConnectTokens).where(eq(telegramConnectTokens.userId, userId));
        await tx.insert(telegramConnectTokens).values({ tokenHash, userId, workspaceId, expiresAt });
      });
    },

    /** Uses the token once: whom and where it was made for, or null (unknown, used or expired). */
    async useToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; workspaceId: string | null } | null> {
      const [row] = await db
        .update(telegramConnectTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(telegramConnectTokens.tokenHash, tokenHash),
            isNull(telegramConnectTokens.usedAt),
            gt(telegramConnectTokens.expiresAt, now),
          ),
        )
        .returning({ userId: telegramConnectTokens.userId, workspaceId: telegramConnectTokens.workspaceId });
      return row ?? null;
    },
  };
}

export type ConnectionsRepo = ReturnType<typeof createConnectionsRepo>;
