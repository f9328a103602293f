import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adminSettings } from '../../db/schema/admin';

export interface SettingRow {
  key: string;
  value: unknown;
}

/** Writes one active setting, in `tx` when it belongs to a larger change (an uploaded brand image). */
export async function upsertSetting(executor: Db | Tx, key: string, value: unknown, isActive = true) {
  await executor
    .insert(adminSettings)
    .values({ settingKey: key, settingValue: value, isActive })
    .onConflictDoUpdate({
      target: adminSettings.settingKey,
      set: { settingValue: value, isActive, updatedAt: new Date() },
    });
}

export function createAdminSettingsRepo(db: Db) {
  return {
    async listActive(): Promise<SettingRow[]> {
      const rows = await db
        .select({ key: adminSettings.settingKey, value: adminSettings.settingValue })
        .from(adminSettings)
        .where(eq(adminSettings.isActive, true));
      return rows;
    },

    /** Writes several settings in one transaction: all or none. */
    async upsertMany(entries: SettingRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { key, value } of entries) await upsertSetting(tx, key, value);
      });
    },

    async upsert(key: string, value: unknown, isActive = true): Promise<void> {
      await upsertSetting(db, key, value, isActive);
    },
  };
}

export type AdminSettingsRepo = ReturnType<typeof createAdminSettingsRepo>;
