import { brandDefaults, brandSchema, type Brand, type BrandKey } from '../../../shared/brand';
import { createLastKnown } from '../../platform/runtime/last-known';
import type { AdminSettingsRepo } from './admin-settings.repo';
import { sanitizeLandingHtml, type BrandUpdate } from './brand-update';

function isBrandKey(key: string): key is BrandKey {
  return Object.hasOwn(brandDefaults, key);
}

/** The public brand: stored values over defaults; a stored value of the wrong type is ignored. */
async function readBrand(settings: AdminSettingsRepo): Promise<Brand> {
  const brand: Record<string, unknown> = { ...brandDefaults };
  for (const row of await settings.listActive()) {
    if (!isBrandKey(row.key)) continue;
    const field = brandSchema.shape[row.key];
    const parsed = field.safeParse(row.value);
    if (parsed.success) brand[row.key] = parsed.data;
  }
  return brandSchema.parse(brand);
}

export function createBrandService(deps: {
  /** The store as written through: every write invalidates the kept brand (admin/index.ts). */
  settings: AdminSettingsRepo;
  logger: Parameters<typeof createLastKnown>[0]['logger'];
  /** Set when another process may change the brand unheard (see last-known.ts). */
  maxAgeMs?: number | undefined;
}) {
  // Kept in memory: the web app reads it on every page load, also while the database is away.
  const kept = createLastKnown({
    name: 'brand',
    load: () => readBrand(deps.settings),
    maxAgeMs: deps.maxAgeMs,
    logger: deps.logger,
  });
  return {
    getBrand: () => kept.get(),

    /** Read again on the next getBrand(): the settings changed (here or in another process). */
    changed: () => kept.invalidate(),

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

    /** The name messages are signed with: the brand's, else the app's. */
    async brandName(): Promise<string> {
      const brand = await this.getBrand();
      return brand.brand_name || brand.app_name;
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
