import { z } from 'zod';

// Brand configuration: the spec's keys, stored as rows of admin_settings. Defaults apply to every
// key that has no active row, so a fresh install shows Ringkas. The short domains (base_domain,
// other_domain) are domain settings: shared/domains.ts.
export const brandDefaults = {
  app_name: 'Ringkas',
  brand_name: 'Ringkas',
  brand_description: 'Short links, clear analytics',
  brand_logo: '',
  favicon_url: '',
  brand_accent_color: '#2563eb',
  brand_gradient: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
  telegram_support_link: '',
  landing_page_title: 'Short links that work for your business',
  landing_page_description:
    'Create short links on your own domains, route visitors by country and device, and see every click.',
  landing_page_features: '',
  contact_link: '',
  trial_period: 7,
  show_pricing_plans: true,
} as const;

export type BrandKey = keyof typeof brandDefaults;
export const brandKeys = Object.keys(brandDefaults) as BrandKey[];

export const brandSchema = z.object({
  app_name: z.string(),
  brand_name: z.string(),
  brand_description: z.string(),
  brand_logo: z.string(),
  favicon_url: z.string(),
  brand_accent_color: z.string(),
  brand_gradient: z.string(),
  telegram_support_link: z.string(),
  landing_page_title: z.string(),
  landing_page_description: z.string(),
  landing_page_features: z.string(),
  contact_link: z.string(),
  trial_period: z.number().int(),
  show_pricing_plans: z.boolean(),
});

export type Brand = z.infer<typeof brandSchema>;

/** The spec's document title: brand name, then ' - ' and the description when there is one. */
export function documentTitle(brand: Pick<Brand, 'brand_name' | 'brand_description'>): string {
  const name = brand.brand_name.trim() || brandDefaults.brand_name;
  const description = brand.brand_description.trim();
  return description ? `${name} - ${description}` : name;
}
