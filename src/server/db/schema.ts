import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// One schema for both engines (PGlite and PostgreSQL 15): nothing newer than PostgreSQL 15.

/** Product settings an admin edits (brand, domains, contact); one row per key. */
export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Authentication (better-auth's models, under our table names; ids are better-auth's strings) ---

export const authUser = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_session_user_id_idx').on(table.userId)],
);

export const authAccount = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_account_user_id_idx').on(table.userId)],
);

export const authVerification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verification_identifier_idx').on(table.identifier)],
);

export const authTwoFactor = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('auth_two_factor_user_id_idx').on(table.userId)],
);

export const authJwks = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Rate-limit counters live in the database so that limits hold across restarts. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// --- Profiles and plans ---

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
  minCronJob: integer('min_cron_job'),
  discount: integer('discount').notNull().default(0),
  isPopular: boolean('is_popular').notNull().default(false),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Links and clicks ---

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shortlinks_domain_code_idx').on(table.domain, table.shortUrl),
    index('shortlinks_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * One row per visit (bots included, flagged). Append-only and written in bulk by the ingest flush,
 * so it carries one index and no keys: no primary key and no foreign key (a foreign key check
 * locks the link's row once per inserted click). Deleting a link deletes its clicks explicitly.
 */
export const clicks = pgTable(
  'clicks',
  {
    linkId: uuid('link_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    country: text('country'),
    device: text('device').notNull(),
    os: text('os'),
    browser: text('browser'),
    referrerHost: text('referrer_host'),
    isBot: boolean('is_bot').notNull(),
    destination: text('destination').notNull(),
    /** Hash of (daily salt, address, user agent): counts unique visitors without storing an IP. */
    visitorHash: bigint('visitor_hash', { mode: 'number' }),
  },
  (table) => [
    index('clicks_link_time_idx').on(table.linkId, table.clickedAt),
    // A block-range index is tiny on append-only rows and makes retention deletes by age cheap.
    index('clicks_time_brin_idx').using('brin', table.clickedAt),
  ],
);

// --- Notifications ---

/** In-app notifications; other modules create them through the notifications service. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, for filtering and icons, e.g. domain_down, payment_paid, system. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path the notification points at. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`NOT ${table.isRead}`),
  ],
);

// --- Click rollups ---

/**
 * Clicks counted per scope (one link, or all of a user's links as `u:<user id>`), per UTC hour,
 * bot flag and dimension value. Written by the ingest flush in the same transaction as the raw
 * rows; reports read these instead of raw clicks. dim: 0 total, 1 country, 2 device, 3 os,
 * 4 browser, 5 referrer host, 6 link (user scopes only). value '' means unknown / none.
 * The keys start with the time bucket, so each flush writes into a narrow, recent part of the
 * index; reports probe it once per bucket. The migration's primary keys INCLUDE (clicks,
 * visitors), which Drizzle cannot express: reports then read only the index.
 */
export const clickRollupsHourly = pgTable(
  'click_rollups_hourly',
  {
    scope: text('scope').notNull(),
    dim: smallint('dim').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    isBot: boolean('is_bot').notNull(),
    value: text('value').notNull(),
    clicks: integer('clicks').notNull(),
    /** Visitors first seen that UTC day in this hour (dim 0 only). */
    visitors: integer('visitors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.scope, table.dim, table.isBot, table.value] }),
    // Day series read one scope's totals over a long range: one range of this partial index
    // (the migration makes it INCLUDE is_bot, clicks and visitors).
    index('click_rollups_hourly_totals_idx')
      .on(table.scope, table.hour)
      .where(sql`dim = 0`),
  ],
);

/** The same counts per UTC day, so long ranges read one row per day and value. */
export const clickRollupsDaily = pgTable(
  'click_rollups_daily',
  {
    scope: text('scope').notNull(),
    dim: smallint('dim').notNull(),
    day: date('day').notNull(),
    isBot: boolean('is_bot').notNull(),
    value: text('value').notNull(),
    clicks: integer('clicks').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope, table.dim, table.isBot, table.value] })],
);

/**
 * Visitor hashes seen per link and UTC day. The hash's salt changes daily, so a hash never recurs
 * on another day: rows older than yesterday are useless and pruned. One row serves both scopes:
 * a visitor is new for the owner's scope when no row has (day, hash, owner) yet, which the key's
 * order makes one index probe.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: date('day').notNull(),
    visitorHash: bigint('visitor_hash', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    linkId: uuid('link_id').notNull(),
    /**
     * The UTC hour and bot flag of the visitor's first click on the link that day: the flush
     * that inserts the row reads them back (RETURNING) to count the new visitor in that hour.
     */
    firstHour: smallint('first_hour').notNull(),
    isBot: boolean('is_bot').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorHash, table.userId, table.linkId] })],
);
