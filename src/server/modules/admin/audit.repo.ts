import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/admin-users';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/admin';

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
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

    /** Newest first; of one target when given; older than the entry `before` when given. */
    async list(options: { target?: string; before?: string; limit: number }): Promise<AuditRow[]> {
      const conditions = [];
      if (options.target) conditions.push(eq(auditLog.target, options.target));
      if (options.before) {
        conditions.push(
          sql`(${auditLog.createdAt}, ${auditLog.id}) < (SELECT created_at, id FROM audit_log WHERE id = ${options.before})`,
        );
      }
      return db
        .select()
        .from(auditLog)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(options.limit);
    },

    /** The `before` of each target's newest entry of `action` (a deleted account's last email). */
    async lastBefore(action: AuditAction, targets: string[]): Promise<Map<string, unknown>> {
      if (targets.length === 0) return new Map();
      const rows = await db
        .select({ target: auditLog.target, before: auditLog.before })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), inArray(auditLog.target, targets)))
        .orderBy(auditLog.createdAt);
      return new Map(rows.map((row) => [row.target, row.before]));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
