// Owned by modules/users: the accounts' API keys.

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './profiles';
import { workspaces } from './workspaces';
import { timeOrderedTextId } from './time-ordered-id';

/**
 * API keys: a request with `Authorization: Bearer <key>` acts in the key's workspace, with the key's
 * role, within its scopes.
 * Only a SHA-256 of the key is kept (a key is 32 random bytes, so a fast hash is enough), and its
 * first characters, shown to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: timeOrderedTextId(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's visible start, e.g. `rk_3fA9c2Lq`. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    hash: text('hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    /** The role in its workspace the key acts with: at most its maker's when it was made. */
    role: text('role').notNull().default('owner'),
    /** Who made it; null once that account is gone (the key stays the workspace's). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_workspace_idx').on(table.workspaceId, table.createdAt)],
);
