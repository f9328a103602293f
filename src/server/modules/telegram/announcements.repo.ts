import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { announcements } from '../../db/schema/telegram';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function createAnnouncementsRepo(db: Db) {
  return {
    async create(row: {
      title: string;
      body: string;
      audiencePlan: string | null;
      createdBy: string;
      recipients: number;
    }): Promise<AnnouncementRow> {
      const [created] = await db.insert(announcements).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<AnnouncementRow | null> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row ?? null;
    },

    async latest(limit: number): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(limit);
    },

    /** One more user told, in the transaction of their notification: a retried run goes on after them. */
    async delivered(tx: Tx, id: string, userId: string): Promise<void> {
      await tx
        .update(announcements)
        .set({ delivered: sql`${announcements.delivered} + 1`, cursor: userId })
        .where(eq(announcements.id, id));
    },

    async finish(id: string, at: Date): Promise<void> {
      await db.update(announcements).set({ state: 'done', finishedAt: at }).where(eq(announcements.id, id));
    },
  };
}

export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
