import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { telegramConfirmations } from '../../../db/schema/telegram';

// The confirmations of /disable and /enable: made when the command is answered, used once by the
// Telegram user who asked, within their time. Using one is a single conditional update, so two
// presses (in two processes, on a webhook) act once.

export type ConfirmedAction = 'disable' | 'enable';

export interface Confirmation {
  id: string;
  workspaceId: string;
  chatId: string;
  telegramUserId: string;
  linkId: string;
  action: ConfirmedAction;
  expiresAt: Date;
  usedAt: Date | null;
}

/** How long a used or expired confirmation is kept (to tell a late press why it does nothing). */
const keptMs = 24 * 60 * 60_000;

const columns = {
  id: telegramConfirmations.id,
  workspaceId: telegramConfirmations.workspaceId,
  chatId: telegramConfirmations.chatId,
  telegramUserId: telegramConfirmations.telegramUserId,
  linkId: telegramConfirmations.linkId,
  action: telegramConfirmations.action,
  expiresAt: telegramConfirmations.expiresAt,
  usedAt: telegramConfirmations.usedAt,
};

export function createConfirmationsRepo(db: Db) {
  return {
    /** A new confirmation; those that ended a day ago go (there are few: no job needed). */
    async create(
      input: Omit<Confirmation, 'id' | 'usedAt' | 'expiresAt'>,
      expiresAt: Date,
      now: Date,
    ): Promise<string> {
      await db
        .delete(telegramConfirmations)
        .where(lt(telegramConfirmations.expiresAt, new Date(now.getTime() - keptMs)));
      const [row] = await db
        .insert(telegramConfirmations)
        .values({ ...input, expiresAt })
        .returning({ id: telegramConfirmations.id });
      return row!.id;
    },

    async find(id: string): Promise<Confirmation | null> {
      const [row] = await db
        .select(columns)
        .from(telegramConfirmations)
        .where(eq(telegramConfirmations.id, id));
      return (row as Confirmation | undefined) ?? null;
    },

    /** Uses it, if it is still open and `telegramUserId` asked for it: the confirmation, else null. */
    async use(id: string, telegramUserId: string, now: Date): Promise<Confirmation | null> {
      const [row] = await db
        .update(telegramConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(telegramConfirmations.id, id),
            eq(telegramConfirmations.telegramUserId, telegramUserId),
            isNull(telegramConfirmations.usedAt),
            gt(telegramConfirmations.expiresAt, now),
          ),
        )
        .returning(columns);
      return (row as Confirmation | undefined) ?? null;
    },
  };
}

export type ConfirmationsRepo = ReturnType<typeof createConfirmationsRepo>;
