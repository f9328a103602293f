// Owned by modules/billing: plans and their entitlements.

import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const pricingPlans = pgTable('pricing_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  price: integer('price').notNull(),
  originalPrice: integer('original_price'),
  /** Days one purchase lasts. */
  duration: integer('duration').notNull(),
  /** null = unlimited */
  maxShortlinks: integer('max_shortlinks'),
  autoRotator: boolean('auto_rotator').notNull().default(false),
  cloakingCountry: boolean('cloaking_country').notNull().default(false),
  fallbackUrl: boolean('fallback_url').notNull().default(false),
  customAlias: boolean('custom_alias').notNull().default(false),
  deviceTargeting: boolean('device_targeting').notNull().default(false),
  maxCheckDomains: integer('max_check_domains'),
  maxAutoCheckDomains: integer('max_auto_check_domains'),
  /** Custom domains an account may prove and use; null = unlimited. */
  maxCustomDomains: integer('max_custom_domains').default(0),
  minCronJob: integer('min_cron_job'),
  discount: integer('discount').notNull().default(0),
  isPopular: boolean('is_popular').notNull().default(false),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
