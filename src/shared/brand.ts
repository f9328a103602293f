import { z } from 'zod';

export { brandDefaults, brandKeys, documentTitle, type BrandKey } from './brand-defaults';

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
