// Owned by modules/profiles: the profile of each account. Its subscription columns are written
// by modules/billing's subscriptions.repo.ts alone (eslint.config.js).

import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth';

/** The spec's user profile, one row per auth user (same id). */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull().unique(),
    name: text('name').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set when the one-time free trial was granted; a trial is never granted twice. */
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    timezone: text('timezone').notNull().default('UTC'),
    defaultDomain: text('default_domain'),
    language: text('language').notNull().default('en'),
    /** light, dark or system (follow the device's setting). */
    theme: text('theme').notNull().default('system'),
    /** Set while an admin has disabled the account: no sign-in, no session, its links answer 404. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // User management sorts and filters 100,000 accounts by these (bench:admin); its search is
    // the trigram index users_search_trgm_idx, written by hand in migration 0015 (pg_trgm).
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_disabled_idx').on(table.disabledAt),
    index('users_email_idx').on(table.email, table.id),
    index('users_name_idx').on(table.name, table.id),
  ],
);
