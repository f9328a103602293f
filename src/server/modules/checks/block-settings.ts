import { blockSettingsSchema, defaultBlockSettings, type BlockSettings } from '../../../shared/checks';

// The filtering resolvers and block signatures, kept in the admin's settings store under one key.
// A stored value that no longer parses (an older shape) falls back to the documented defaults.

const key = 'check_block_settings';

/** The admin module's settings store (admin.api.settings). */
export interface SettingsStore {
  listActive(): Promise<{ key: string; value: unknown }[]>;
  upsertMany(entries: { key: string; value: unknown }[]): Promise<void>;
}

export function createBlockSettings(store: SettingsStore) {
  return {
    async get(): Promise<BlockSettings> {
      const row = (await store.listActive()).find((entry) => entry.key === key);
      const parsed = row ? blockSettingsSchema.safeParse(row.value) : null;
      return parsed?.success ? parsed.data : defaultBlockSettings;
    },
    async set(settings: BlockSettings): Promise<void> {
      await store.upsertMany([{ key, value: settings }]);
    },
  };
}

export type BlockSettingsStore = ReturnType<typeof createBlockSettings>;
