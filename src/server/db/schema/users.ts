// Owned by modules/users: the profile of each account.

import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth';

/** The spec's user profile, one row per auth user (same id). */
export const users = pgTable('users', {
  id: text('id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  username: text('username').notNull().unique(),
  name: text('name').notNull().default(''),
  isAdmin: boolean('is_admin').notNull().default(false),
  subscriptionPlan: text('subscription_plan').notNull().default('basic'),
  subscriptionExpires: timestamp('subscription_expires', { withTimezone: true }),
  /** Set when the one-time free trial was granted; a trial is never granted twice. */
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  telegramId: text('telegram_id'),
  telegramGroupId: text('telegram_group_id'),
  timezone: text('timezone').notNull().default('UTC'),
  defaultDomain: text('default_domain'),
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
