import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export function createNotificationsRepo(db: Db) {
  return {
    /** Writes the notification and, in the same transaction, what `alongside` writes with it. */
    async insert(
      row: NewNotificationRow,
      alongside: ((tx: Tx, created: NotificationRow) => Promise<void>) | null = null,
    ): Promise<NotificationRow> {
      if (!alongside) {
        const [created] = await db.insert(notifications).values(row).returning();
        return created!;
      }
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(notifications).values(row).returning();
        await alongside(tx, created!);
        return created!;
      });
    },

    /** Newest first; `before` is the id of the last row of the previous page (keyset paging). */
    async list(userId: string, options: { before?: string; limit: number }): Promise<NotificationRow[]> {
      const mine = eq(notifications.userId, userId);
      const older = options.before
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (
            SELECT created_at, id FROM notifications WHERE id = ${options.before} AND user_id = ${userId})`
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(older ? and(mine, older) : mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit);
    },

    /** Marks the user's listed notifications (or all of them) read; other users' ids match nothing. */
    async markRead(userId: string, ids?: string[]): Promise<number> {
      const conditions = [eq(notifications.userId, userId), eq(notifications.isRead, false)];
      if (ids) conditions.push(inArray(notifications.id, ids));
      const updated = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(...conditions))
        .returning({ id: notifications.id });
      return updated.length;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.value ?? 0;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
