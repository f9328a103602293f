// Owned by modules/workspaces: who owns what a customer makes (ADR 0026). Its subscription columns
// are written by modules/billing's subscriptions.repo.ts alone (eslint.config.js).

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './profiles';

/**
 * A workspace: the owner of links, domains, checks, API keys and the subscription. Every account
 * has a personal one with the account's own id (so the migration that made them moved no row);
 * a workspace made by a team has an id of its own.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique, lower case: what a link to the workspace names (`?workspace=<slug>`). */
    slug: text('slug').notNull().unique(),
    /** A data URL of the workspace's logo (a small PNG, JPEG or WebP), or null. */
    logo: text('logo'),
    /** The account's own workspace: made with the account, deleted with it, never left. */
    personal: boolean('personal').notNull().default(false),
    subscriptionPlan: text('subscription_plan').notNull().default('basic'),
    subscriptionExpires: timestamp('subscription_expires', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workspaces_plan_idx').on(table.subscriptionPlan, table.subscriptionExpires),
    index('workspaces_created_idx').on(table.createdAt, table.id),
  ],
);

/** Who belongs to a workspace, with what role: owner, admin, member or viewer (shared/workspaces.ts). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Whether the member takes the workspace's notices (a domain, a check, an import). */
    notices: boolean('notices').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
    index('workspace_members_owners_idx')
      .on(table.workspaceId)
      .where(sql`role = 'owner'`),
  ],
);

/**
 * An invitation to join a workspace, mailed to an address: its link carries a token of which only
 * a SHA-256 is kept. Open until accepted (deleted then), revoked (deleted) or past `expires_at`;
 * an open one holds a seat. One open invitation per workspace and address.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('workspace_invitations_email_idx').on(table.workspaceId, table.email)],
);
