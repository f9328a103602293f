import { z } from 'zod';
import { entitlementRegistry, type EntitlementName, type EntitlementRegistry } from './entitlements';
import type { PlanText } from './plan-text';

export { inLanguage, nameFromKey, type PlanText } from './plan-text';

// Plans and entitlements. The server decides with these; the client only mirrors them for display.
// A plan's `name` is its key (an identifier the profiles and orders hold); people read its
// display name and feature lines, which the admin writes in both languages.

/** A text people read, in English and Indonesian (plan-text.ts). */
export const planTextSchema = z.object({ en: z.string(), id: z.string() }) satisfies z.ZodType<PlanText>;

/** A flag's or a limit's schema: a flag is yes or no, a limit a whole number or null. */
type EntitlementSchema<E> = E extends { kind: 'flag' } ? z.ZodBoolean : z.ZodNullable<z.ZodNumber>;

/** The registry's entries as a zod shape, by one of their names (shared/entitlements.ts). */
export function entitlementShape<R extends EntitlementRegistry, N extends EntitlementName>(
  registry: R,
  name: N,
): { [E in R[number] as E[N]]: EntitlementSchema<E> } {
  return Object.fromEntries(
    registry.map((entry) => [entry[name], entry.kind === 'flag' ? z.boolean() : z.number().int().nullable()]),
  ) as { [E in R[number] as E[N]]: EntitlementSchema<E> };
}

/** A plan's contract with a registry's flags and limits (planSchema: the registry's). */
export function planSchemaFor<R extends EntitlementRegistry>(registry: R) {
  return z.object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    original_price: z.number().int().nullable(),
    /** Length of one purchase, in days (1 month = 30 days). */
    duration: z.number().int(),
    ...entitlementShape(registry, 'planField'),
    discount: z.number().int(),
    isPopular: z.boolean(),
    /** What people call the plan (the key stays `name`). */
    display_name: planTextSchema,
    /**
     * The plan's own lines, shown after the lines the limits and flags give (pricing cards write
     * those themselves): what the limits cannot say.
     */
    features: z.array(planTextSchema),
  });
}

export const planSchema = planSchemaFor(entitlementRegistry);

export type Plan = z.infer<typeof planSchema>;

/**
 * The seeded plans' own lines: what every plan has that its limits and flags do not say (the cards
 * write those). Migration 0020 gives them to the seeded plans whose lines were never edited.
 */
export const seededFeatures: PlanText[] = [
  { en: 'Click analytics', id: 'Analitik klik' },
  { en: 'Alerts in the app and on Telegram', id: 'Peringatan di aplikasi dan Telegram' },
  { en: 'API keys and CSV import', id: 'Kunci API dan impor CSV' },
];

/** The spec's default plans; seeded on a fresh install and served when the table is empty. */
export const defaultPlans: Plan[] = [
  {
    id: 1,
    name: 'free',
    price: 0,
    original_price: null,
    duration: 7,
    max_shortlinks: 1,
    auto_rotator: false,
    cloaking_country: false,
    fallback_url: false,
    custom_alias: false,
    device_targeting: false,
    advanced_rules: false,
    password_links: false,
    custom_previews: false,
    webhooks: false,
    max_check_domains: 1,
    max_auto_check_domains: 0,
    max_custom_domains: 0,
    max_members: 1,
    min_cron_job: 60,
    discount: 0,
    isPopular: false,
    display_name: { en: 'Free', id: 'Gratis' },
    features: seededFeatures,
  },
  {
    id: 2,
    name: 'medium',
    price: 350_000,
    original_price: 500_000,
    duration: 30,
    max_shortlinks: 5,
    auto_rotator: false,
    cloaking_country: true,
    fallback_url: true,
    custom_alias: true,
    device_targeting: false,
    advanced_rules: false,
    password_links: false,
    custom_previews: false,
    webhooks: false,
    max_check_domains: 5,
    max_auto_check_domains: 3,
    max_custom_domains: 1,
    max_members: 3,
    min_cron_job: 10,
    discount: 30,
    isPopular: false,
    display_name: { en: 'Medium', id: 'Medium' },
    features: seededFeatures,
  },
  {
    id: 3,
    name: 'vip',
    price: 750_000,
    original_price: 1_000_000,
    duration: 30,
    max_shortlinks: 15,
    auto_rotator: true,
    cloaking_country: true,
    fallback_url: true,
    custom_alias: true,
    device_targeting: true,
    advanced_rules: true,
    password_links: true,
    custom_previews: true,
    webhooks: true,
    max_check_domains: 15,
    max_auto_check_domains: 10,
    max_custom_domains: 3,
    max_members: 10,
    min_cron_job: 5,
    discount: 25,
    isPopular: true,
    display_name: { en: 'VIP', id: 'VIP' },
    features: seededFeatures,
  },
  {
    id: 4,
    name: 'vip_max',
    price: 1_500_000,
    original_price: 2_000_000,
    duration: 30,
    max_shortlinks: null,
    auto_rotator: true,
    cloaking_country: true,
    fallback_url: true,
    custom_alias: true,
    device_targeting: true,
    advanced_rules: true,
    password_links: true,
    custom_previews: true,
    webhooks: true,
    max_check_domains: null,
    max_auto_check_domains: null,
    max_custom_domains: null,
    max_members: null,
    min_cron_job: 1,
    discount: 25,
    isPopular: false,
    display_name: { en: 'VIP Max', id: 'VIP Max' },
    features: seededFeatures,
  },
];

export const basicPlanName = 'basic';

/** What people call basic, the plan of accounts without a subscription (not a stored plan). */
export const basicPlanDisplayName: PlanText = { en: 'Basic', id: 'Dasar' };

export const entitlementsSchema = z.object({
  /** Whether the plan allows any short link at all (its max_shortlinks is not 0). */
  createLinks: z.boolean(),
  ...entitlementShape(entitlementRegistry, 'key'),
});

export type Entitlements = z.infer<typeof entitlementsSchema>;

/** The spec's rule: active when the plan is not basic and the expiry is empty or in the future. */
export function isSubscriptionActive(plan: string, expiresAt: Date | null, now: Date): boolean {
  return plan !== basicPlanName && (expiresAt === null || expiresAt.getTime() > now.getTime());
}
