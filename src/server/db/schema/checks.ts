// Owned by modules/checks: domains customers watch, their checks, and the checks' schedule.

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/** A domain an account watches (/check-domains), with its automatic schedule (/cron-settings). */
export const watchedDomains = pgTable(
  'watched_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** ASCII (punycode). */
    hostname: text('hostname').notNull(),
    auto: boolean('auto').notNull().default(false),
    intervalMinutes: integer('interval_minutes').notNull().default(60),
    /** When the next automatic check is due; null while automatic checks are off. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** A process is checking it until then (a lease): no domain is checked twice at once. */
    runningUntil: timestamp('running_until', { withTimezone: true }),
    /** The state announced to the owner, and a different one the last checks agree on. */
    state: text('state'),
    pendingState: text('pending_state'),
    pendingCount: integer('pending_count').notNull().default(0),
    lastCheckId: uuid('last_check_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('watched_domains_workspace_hostname_idx').on(table.workspaceId, table.hostname),
    index('watched_domains_due_idx')
      .on(table.nextRunAt)
      .where(sql`auto`),
  ],
);

/** One check of a watched domain; the newest 200 per domain are kept, older ones summed per day. */
export const domainChecks = pgTable(
  'domain_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchedDomainId: uuid('watched_domain_id')
      .notNull()
      .references(() => watchedDomains.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    state: text('state').notNull(),
    latencyMs: real('latency_ms'),
    /** shared/checks.ts CheckDetail without id and checked_at. */
    evidence: jsonb('evidence').notNull(),
  },
  (table) => [index('domain_checks_domain_time_idx').on(table.watchedDomainId, table.checkedAt)],
);

/** Checks older than the newest 200 of their domain, counted per UTC day and state. */
export const domainCheckDays = pgTable(
  'domain_check_days',
  {
    watchedDomainId: uuid('watched_domain_id')
      .notNull()
      .references(() => watchedDomains.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    checks: integer('checks').notNull().default(0),
    up: integer('up').notNull().default(0),
    down: integer('down').notNull().default(0),
    blocked: integer('blocked').notNull().default(0),
    expiring: integer('expiring').notNull().default(0),
    unknown: integer('unknown').notNull().default(0),
    latencySum: real('latency_sum').notNull().default(0),
    latencyCount: integer('latency_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.watchedDomainId, table.day] })],
);

/** Per account: every automatic check paused, and a notice said once (a plan change clamped the schedules). */
export const checkAccounts = pgTable('check_accounts', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  paused: boolean('paused').notNull().default(false),
  notice: text('notice'),
});

/**
 * A remote probe: a small program on a machine inside an Indonesian network that asks some of the
 * admin's filtering resolvers for the server (ISP resolvers answer only from inside their networks).
 * Only the token's SHA-256 is kept; the token itself is shown once.
 */
export const checkProbes = pgTable('check_probes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** SHA-256 of the token, hex. */
  tokenHash: text('token_hash').notNull().unique(),
  /** The names of the admin's filtering resolvers this probe asks (string[]). */
  resolvers: jsonb('resolvers').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/** The newest answer a probe reported for (hostname, filtering resolver); checks read it. */
export const probeAnswers = pgTable(
  'probe_answers',
  {
    hostname: text('hostname').notNull(),
    /** The filtering resolver's name. */
    resolver: text('resolver').notNull(),
    probeId: uuid('probe_id')
      .notNull()
      .references(() => checkProbes.id, { onDelete: 'cascade' }),
    /** When the server received it (the server's clock, not the probe's). */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    rcode: text('rcode'),
    /** { type, name, data }[] */
    records: jsonb('records').$type<{ type: string; name: string; data: string }[]>().notNull(),
    ede: jsonb('ede').$type<{ code: number; text: string }>(),
    durationMs: real('duration_ms'),
    /** Why the probe got no answer (time-out, network), or null. */
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.hostname, table.resolver] })],
);
