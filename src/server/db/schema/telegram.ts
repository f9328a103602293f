// Owned by modules/telegram: the bot, the accounts' private chats, event choices and connect
// tokens, the workspaces' groups, the outbox of messages, admin announcements, and the
// confirmations of the bot's link commands.

import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { users } from './profiles';
import { workspaces } from './workspaces';

/** The one bot (a single row, id 1). The token and the webhook secret are encrypted (secret-box). */
export const telegramBot = pgTable('telegram_bot', {
  id: integer('id').primaryKey().default(1),
  tokenCipher: text('token_cipher'),
  /** `123456:AB…yz`: what the admin page shows. */
  tokenHint: text('token_hint'),
  /** getMe's answer when the token was saved: { id, username, first_name }. */
  identity: jsonb('identity'),
  mode: text('mode').notNull().default('polling'),
  webhookSecretCipher: text('webhook_secret_cipher'),
  /** The next update to ask getUpdates for (the last handled update_id + 1). */
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  /** The process polling getUpdates until poll_lease_until (one at a time: Telegram allows one). */
  pollHolder: text('poll_holder'),
  pollLeaseUntil: timestamp('poll_lease_until', { withTimezone: true }),
  /** The last failure to receive updates, cleared by the next success. */
  updatesError: text('updates_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's private chat with the bot (a row without one is deleted). */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    privateChat: text('private_chat'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A chat that blocked the bot, or said /stop, is found by its id (clearTelegramChat).
  (table) => [index('telegram_chats_private_idx').on(table.privateChat)],
);

/**
 * A workspace's Telegram group (ADR 0026): its notices go there once, in the language and with
 * the event choices of the member who connected it.
 */
export const telegramGroups = pgTable(
  'telegram_groups',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_groups_chat_idx').on(table.chatId)],
);

/** The events a user turned off or on; an event not listed is on. */
export const telegramPreferences = pgTable('telegram_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens of "Connect Telegram" (`/start <token>`, `/link <token>`), stored as SHA-256. */
export const telegramConnectTokens = pgTable(
  'telegram_connect_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace a group that sends the token back is connected to. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_connect_tokens_user_idx').on(table.userId)],
);

/**
 * A /disable or /enable waiting for its button (ADR 0034): pressed once, by the Telegram user who
 * asked, before it expires. Kept a day after that, then deleted by the next one made.
 */
export const telegramConfirmations = pgTable(
  'telegram_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    /** The Telegram user who asked: the only one whose press counts. */
    telegramUserId: text('telegram_user_id').notNull(),
    /** No foreign key: a link deleted meanwhile is found missing when the button is pressed. */
    linkId: uuid('link_id').notNull(),
    /** disable or enable. */
    action: text('action').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_confirmations_expires_idx').on(table.expiresAt)],
);

/** An admin's message to all users or one plan's, delivered by a job. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** null: every user. */
    audiencePlan: text('audience_plan'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Users in the audience when it was sent. */
    recipients: integer('recipients').notNull().default(0),
    /** In-app notifications written; the job goes on after `cursor` (a user id). */
    delivered: integer('delivered').notNull().default(0),
    cursor: text('cursor'),
    state: text('state').notNull().default('sending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('announcements_created_idx').on(table.createdAt)],
);

/**
 * Messages to send, one row per notification and chat: written in the notification's own
 * transaction, sent by a job, marked sent or failed. A row is taken with a lease, so two
 * processes never send it both.
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account whose private chat gets a `private` message. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace whose group gets a `group` message. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** `private` or `group`: the chat it goes to is read when the message is sent. */
    chatKind: text('chat_kind').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    announcementId: uuid('announcement_id').references(() => announcements.id, { onDelete: 'set null' }),
    /** Telegram HTML. */
    text: text('text').notNull(),
    /** pending, sending, sent, failed, dropped (the chat was disconnected before it went). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('telegram_outbox_notification_chat_idx').on(table.notificationId, table.chatKind),
    index('telegram_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('pending', 'sending')`),
    index('telegram_outbox_announcement_idx').on(table.announcementId),
  ],
);
