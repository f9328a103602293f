import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { utmTemplates } from '../../../db/schema/links';
import type { UtmField } from '../../../../shared/utm';

// A workspace's UTM templates.

export type UtmTemplateRow = typeof utmTemplates.$inferSelect;
/** A template's values as stored: null where it has none. */
export type UtmTemplateValues = Record<UtmField, string | null>;

/** Another template of the workspace already has this name (in any case). */
export class TemplateNameTakenError extends Error {}

async function orNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new TemplateNameTakenError();
    throw error;
  }
}

export function createUtmTemplatesRepo(db: Db) {
  return {
    /** By name, whatever its case. */
    list(workspaceId: string): Promise<UtmTemplateRow[]> {
      return db
        .select()
        .from(utmTemplates)
        .where(eq(utmTemplates.workspaceId, workspaceId))
        .orderBy(asc(sql`lower(${utmTemplates.name})`), asc(utmTemplates.createdAt));
    },

    async count(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(utmTemplates)
        .where(eq(utmTemplates.workspaceId, workspaceId));
      return row?.n ?? 0;
    },

    async find(workspaceId: string, id: string): Promise<UtmTemplateRow | null> {
      const [row] = await db
        .select()
        .from(utmTemplates)
        .where(and(eq(utmTemplates.workspaceId, workspaceId), eq(utmTemplates.id, id)));
      return row ?? null;
    },

    insert(row: { workspaceId: string; name: string } & UtmTemplateValues): Promise<UtmTemplateRow> {
      return orNameTaken(async () => {
        const [inserted] = await db.insert(utmTemplates).values(row).returning();
        return inserted!;
      });
    },

    update(
      workspaceId: string,
      id: string,
      patch: Partial<{ name: string } & UtmTemplateValues>,
    ): Promise<UtmTemplateRow | null> {
      return orNameTaken(async () => {
        const [row] = await db
          .update(utmTemplates)
          .set(patch)
          .where(and(eq(utmTemplates.workspaceId, workspaceId), eq(utmTemplates.id, id)))
          .returning();
        return row ?? null;
      });
    },

    async delete(workspaceId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(utmTemplates)
        .where(and(eq(utmTemplates.workspaceId, workspaceId), eq(utmTemplates.id, id)))
        .returning({ id: utmTemplates.id });
      return deleted.length > 0;
    },
  };
}

export type UtmTemplatesRepo = ReturnType<typeof createUtmTemplatesRepo>;
