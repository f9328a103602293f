// Owned by modules/admin: product settings an admin edits, one row per key.

import { boolean, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timeOrderedId } from './time-ordered-id';

/** PostgreSQL bytea as a Node Buffer (what the pg driver reads and writes for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Product settings an admin edits (brand, domains, contact); one row per key. */
export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What admins did (who, what, when, before and after): every admin change is written here by the
 * module that makes it, through the admin module's audit API, in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: timeOrderedId(),
    /** The admin; null once their account is deleted. */
    actorId: text('actor_id'),
    /** `plan.update`, `order.approve`, `gateway.update`, ... */
    action: text('action').notNull(),
    /** What it acted on: `plan:medium`, `order:RKS-…`, `user:<id>`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.target, table.createdAt),
  ],
);

/**
 * The brand's uploaded images (logo, favicon), one row per kind: checked by their magic bytes, at
 * most 512 KB, an SVG only once sanitised. Served publicly at /api/brand/assets/<kind>, whose ETag
 * is the sha256 of the bytes.
 */
export const brandAssets = pgTable('brand_assets', {
  /** `logo` or `favicon`. */
  kind: text('kind').primaryKey(),
  /** As detected from the bytes, never as declared: image/png, image/jpeg, image/webp, image/x-icon, image/svg+xml. */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Hex SHA-256 of `bytes`: the ETag, and the version in the brand's URL. */
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
