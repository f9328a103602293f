import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/users';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepo(db: Db) {
  return {
    /** The workspace's keys that are not revoked, newest first. */
    async listActive(workspaceId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async countActive(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)));
      return row?.n ?? 0;
    },

    async insert(row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(row).returning();
      return created!;
    },

    /** The key with this hash, unless revoked. */
    async findUsable(hash: string): Promise<ApiKeyRow | null> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Revokes the workspace's key (made by `maker` when given); false when it has no such key (or
     * it was revoked already).
     */
    async revoke(workspaceId: string, id: string, at: Date, maker?: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            eq(apiKeys.workspaceId, workspaceId),
            isNull(apiKeys.revokedAt),
            maker === undefined ? undefined : eq(apiKeys.createdBy, maker),
          ),
        )
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
