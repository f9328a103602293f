import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/admin';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log: written by the module that makes an admin change, in that change's transaction. */
export function createAuditLog(db: Db) {
  return {
    /** Writes one entry, in `tx` when the change has one (it then commits or fails with it). */
    async record(entry: AuditEntry, tx?: Tx): Promise<void> {
      await (tx ?? db).insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first; of one target when given. */
    async list(options: { target?: string; limit: number }): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(options.target ? eq(auditLog.target, options.target) : undefined)
        .orderBy(desc(auditLog.createdAt))
        .limit(options.limit);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
