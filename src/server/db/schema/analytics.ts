// Owned by modules/analytics: raw clicks, rollups and visitor days.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** Which choice of the link's targeting answered (shared/targeting.ts choiceKey); null: main. */
    choice: text('choice'),
    /** Hash of (daily salt, address, user agent): counts unique visitors without storing an IP. */
    visitorHash: bigint('visitor_hash', { mode: 'number' }),
    /** 'qr': the visit came through the link's QR code (its scan marker); null: any other way. */
    source: text('source'),
  },
  (table) => [
    index('clicks_link_time_idx').on(table.linkId, table.clickedAt),
    // A block-range index is tiny on append-only rows and makes retention deletes by age cheap.
    index('clicks_time_brin_idx').using('brin', table.clickedAt),
  ],
);

/**
 * Clicks counted per scope (one link, or all of a user's links as `u:<user id>`), per UTC hour and
 * bot flag. Written by the ingest flush in the same transaction as the raw rows; reports read
 * these instead of raw clicks. dim 0 is the total, and its row carries the breakdown of those
 * clicks by country, device, OS, browser, referrer host and (links only) targeting choice as one
 * JSON object {"<dim>:<value>": clicks} (rollup.ts): one row per link and hour instead of one per
 * value, a quarter of the upserts for a flush of spread traffic (ADR 0013). dim 6 rows
 * count each link under its owner's scope (value: the link id). value '' means unknown / none.
 * The keys start with the time bucket, so each flush writes into a narrow, recent part of the
 * index; reports probe it once per bucket. The migrations' primary keys INCLUDE (clicks,
 * visitors), which Drizzle cannot express: reports then read the totals and the links' rows from
 * the index alone.
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
    /** dim 0 only: the clicks per breakdown value, {"<dim>:<value>": clicks}. */
    breakdown: jsonb('breakdown').$type<Record<string, number>>(),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.scope, table.dim, table.isBot, table.value] }),
    // Day series read one scope's totals over a long range: one range of this partial index
    // (the migration makes it INCLUDE is_bot, clicks and visitors).
    index('click_rollups_hourly_totals_idx')
      .on(table.scope, table.hour)
      .where(sql`dim = 0`),
    // The same for scans (dim 8), which only scanned scopes have (INCLUDE is_bot and clicks).
    index('click_rollups_hourly_scans_idx')
      .on(table.scope, table.hour)
      .where(sql`dim = 8`),
  ],
);

/** The same counts per UTC day, so long ranges read one row per day. */
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
    breakdown: jsonb('breakdown').$type<Record<string, number>>(),
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
    workspaceId: text('workspace_id').notNull(),
    linkId: uuid('link_id').notNull(),
    /**
     * The UTC hour and bot flag of the visitor's first click on the link that day: the flush
     * that inserts the row reads them back (RETURNING) to count the new visitor in that hour.
     */
    firstHour: smallint('first_hour').notNull(),
    isBot: boolean('is_bot').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorHash, table.workspaceId, table.linkId] })],
);

/**
 * The stretches of a click spool (the ingest's file of visits on disk, analytics/spool.ts) that
 * are in the database: each flush adds its batch's stretches in the same statement as the clicks,
 * so a replay after a crash skips exactly what was written. A spool's rows go with its files.
 */
export const clickSpoolCommits = pgTable(
  'click_spool_commits',
  {
    spool: text('spool').notNull(),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.spool, table.firstSeq] })],
);
