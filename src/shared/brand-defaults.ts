import type { Brand } from './brand';

// Brand configuration: the spec's keys, stored as rows of admin_settings. Defaults apply to every
// key that has no active row, so a fresh install shows Ringkas. The short domains (base_domain,
// other_domain) are domain settings: shared/domains.ts. Apart from the schema (brand.ts), so that
// the landing page's bundle gets the defaults without zod.
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

/** The spec's document title: brand name, then ' - ' and the description when there is one. */
export function documentTitle(brand: Pick<Brand, 'brand_name' | 'brand_description'>): string {
  const name = brand.brand_name.trim() || brandDefaults.brand_name;
  const description = brand.brand_description.trim();
  return description ? `${name} - ${description}` : name;
}
