// Owned by modules/webhooks: a workspace's endpoints, the messages its events made, and each
// message's delivery to each endpoint (the outbox the delivery job works through, and the log).

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';
import { timeOrderedId } from './time-ordered-id';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it wants (shared/webhooks.ts webhookEvents). */
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    /** `whsec_<base64>`, sealed by the secret box (platform/runtime/secret-box.ts). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, sealed, which signs too until `previousSecretUntil`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the server turned it off (410, or 20 failures in a row); null: on, or off by a person. */
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_workspace_idx').on(table.workspaceId),
    // The click flush asks which of a batch's workspaces have an endpoint that wants clicks: most
    // have none, and this index has no row for them.
    index('webhook_endpoints_clicks_idx')
      .on(table.workspaceId)
      .where(sql`${table.enabled} AND ${table.events} @> '["link.clicked"]'::jsonb`),
  ],
);

/**
 * One event as sent: its id is the `webhook-id` header, the same on every try and every endpoint,
 * so a receiver can drop a message it has seen.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The whole body sent: { type, timestamp, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_messages_created_idx').on(table.createdAt)],
);

/**
 * A message to an endpoint: made once (the unique key), taken by one process at a time under a
 * lease (SKIP LOCKED), tried until delivered or given up. Its last try is kept for the log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: timeOrderedId(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** A resend's number (0: the first delivery): a resend is a delivery of its own. */
    resend: integer('resend').notNull().default(0),
    /** pending, sending, delivered, failed. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    /** The start of the last answer (at most 1 KB), or why there was none. */
    responseExcerpt: text('response_excerpt'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_message_endpoint_idx').on(
      table.messageId,
      table.endpointId,
      table.resend,
    ),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

/**
 * Clicks waiting to go out as `link.clicked` messages: written by the click flush in its own
 * transaction (analytics/flush-sql.ts), one row per click and endpoint that wants clicks, and cut
 * into messages of at most 100 by the webhooks.deliver job (webhooks/click-batches.ts).
 */
export const webhookClicks = pgTable(
  'webhook_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    country: text('country'),
    device: text('device').notNull(),
    os: text('os'),
    browser: text('browser'),
    referrerHost: text('referrer_host'),
    destination: text('destination').notNull(),
    qr: boolean('qr').notNull().default(false),
    /** When the flush wrote it: a message that is not full waits a second from its oldest click. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_clicks_endpoint_idx').on(table.endpointId, table.id)],
);
