// Owned by modules/admin: product settings an admin edits, one row per key.

import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Product settings an admin edits (brand, domains, contact); one row per key. */
export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
