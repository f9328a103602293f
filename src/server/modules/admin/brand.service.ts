import { brandDefaults, brandSchema, type Brand, type BrandKey } from '../../../shared/brand';
import type { AdminSettingsRepo } from './admin-settings.repo';

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
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
