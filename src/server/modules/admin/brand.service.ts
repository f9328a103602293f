import { brandDefaults, brandSchema, type Brand, type BrandKey } from '../../../shared/brand';
import type { AdminSettingsRepo } from './admin-settings.repo';
import { sanitizeLandingHtml, type BrandUpdate } from './brand-update';

function isBrandKey(key: string): key is BrandKey {
  return Object.hasOwn(brandDefaults, key);
}

export function createBrandService(deps: { settings: AdminSettingsRepo }) {
  return {
    /** The public brand: stored values over defaults; a stored value of the wrong type is ignored. */
    async getBrand(): Promise<Brand> {
      const brand: Record<string, unknown> = { ...brandDefaults };
      for (const row of await deps.settings.listActive()) {
        if (!isBrandKey(row.key)) continue;
        const field = brandSchema.shape[row.key];
        const parsed = field.safeParse(row.value);
        if (parsed.success) brand[row.key] = parsed.data;
      }
      return brandSchema.parse(brand);
    },

    /** Stores the given keys (already validated); the features HTML is sanitised on write. */
    async updateBrand(update: BrandUpdate): Promise<Brand> {
      const entries = Object.entries(update).map(([key, value]) =>
        key === 'landing_page_features' ? [key, sanitizeLandingHtml(String(value))] : [key, value],
      );
      await deps.settings.upsertMany(entries.map(([key, value]) => ({ key: String(key), value })));
      return this.getBrand();
    },

    async trialDays(): Promise<number> {
      return (await this.getBrand()).trial_period;
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
