import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramBot } from '../../db/schema/telegram';

export type BotRow = typeof telegramBot.$inferSelect;

export function createBotRepo(db: Db) {
  return {
    async get(): Promise<BotRow | null> {
      const [row] = await db.select().from(telegramBot).where(eq(telegramBot.id, 1));
      return row ?? null;
    },

    async save(patch: Partial<Omit<BotRow, 'id'>>): Promise<void> {
      await db
        .insert(telegramBot)
        .values({ id: 1, ...patch, updatedAt: new Date() })
        .onConflictDoUpdate({ target: telegramBot.id, set: { ...patch, updatedAt: new Date() } });
    },

    /** Takes or renews the poll lease for `holder` until `until`; false while another holds it. */
    async leasePoll(holder: string, now: Date, until: Date): Promise<boolean> {
      const taken = await db
        .update(telegramBot)
        .set({ pollHolder: holder, pollLeaseUntil: until })
        .where(
          and(
            eq(telegramBot.id, 1),
            or(
              isNull(telegramBot.pollLeaseUntil),
              lt(telegramBot.pollLeaseUntil, now),
              eq(telegramBot.pollHolder, holder),
            ),
          ),
        )
        .returning({ id: telegramBot.id });
      return taken.length > 0;
    },

    async releasePoll(holder: string): Promise<void> {
      await db
        .update(telegramBot)
        .set({ pollHolder: null, pollLeaseUntil: null })
        .where(and(eq(telegramBot.id, 1), eq(telegramBot.pollHolder, holder)));
    },

    /** Records handled updates (never moving back) and clears the last failure. */
    async advanceOffset(offset: number): Promise<void> {
      await db
        .update(telegramBot)
        .set({ updateOffset: sql`greatest(${telegramBot.updateOffset}, ${offset})`, updatesError: null })
        .where(eq(telegramBot.id, 1));
    },

    async setUpdatesError(error: string | null): Promise<void> {
      await db.update(telegramBot).set({ updatesError: error }).where(eq(telegramBot.id, 1));
    },
  };
}

export type BotRepo = ReturnType<typeof createBotRepo>;
