// Owned by modules/links.

import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Targeting } from '../../../shared/targeting';
import { users } from './users';

export const shortlinks = pgTable(
  'shortlinks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code after the slash: generated, or the custom alias. Case-sensitive. */
    shortUrl: text('short_url').notNull(),
    domain: text('domain').notNull(),
    destinationUrl: text('destination_url').notNull(),
    customAlias: text('custom_alias'),
    title: text('title'),
    clickCount: bigint('click_count', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Append the visitor's query string to the destination. */
    forwardQuery: boolean('forward_query').notNull().default(true),
    /** Show the /safe-redirect interstitial before leaving. */
    preview: boolean('preview').notNull().default(false),
    /**
     * Rules, rotator and fallback URL (shared/targeting.ts), checked by the links service before
     * they are written; null when the link has none, so the redirect's cache loads nothing more.
     */
    targeting: jsonb('targeting').$type<Targeting>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shortlinks_domain_code_idx').on(table.domain, table.shortUrl),
    index('shortlinks_user_created_idx').on(table.userId, table.createdAt),
  ],
);
