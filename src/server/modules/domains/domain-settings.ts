import {
  domainSettingsDefaults,
  domainSettingsSchema,
  type DomainSettings,
  type DomainSettingsUpdate,
} from '../../../shared/domains';

// base_domain, other_domain and the short domains' expired_url, kept as rows of the admin's settings store under the spec's keys.

export interface SettingsStore {
  listActive(): Promise<{ key: string; value: unknown }[]>;
  upsertMany(entries: { key: string; value: unknown }[]): Promise<void>;
}

export function createDomainSettings(store: SettingsStore) {
  return {
    /** Stored values over defaults; a stored value of the wrong type is ignored. */
    async get(): Promise<DomainSettings> {
      const settings: DomainSettings = { ...domainSettingsDefaults };
      for (const row of await store.listActive()) {
        if (row.key !== 'base_domain' && row.key !== 'other_domain' && row.key !== 'expired_url') continue;
        const parsed = domainSettingsSchema.shape[row.key].safeParse(row.value);
        if (parsed.success) settings[row.key] = parsed.data;
      }
      return settings;
    },

    /** Stores the given keys (already validated). */
    async update(update: DomainSettingsUpdate): Promise<void> {
      await store.upsertMany(Object.entries(update).map(([key, value]) => ({ key, value })));
    },
  };
}

export type DomainSettingsStore = ReturnType<typeof createDomainSettings>;
