// Owned by modules/domains: custom domains and their proof of ownership.

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

export type CustomDomainStatus = 'pending' | 'verified' | 'failed';

/**
 * A customer's own host name (ASCII, punycode for internationalised names). Usable for links once
 * verified: a TXT record `_ringkas.<hostname>` holding the row's token. Many accounts may add the
 * same name, but only one may hold it verified (the partial unique index): the first to prove it.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** What the TXT record must hold (after "ringkas-verify="). */
    token: text('token').notNull(),
    status: text('status').$type<CustomDomainStatus>().notNull().default('pending'),
    /** Where a visit to the bare domain goes; null: the not-found page. */
    rootUrl: text('root_url'),
    /** Where an unknown code on the domain goes; null: the not-found page. */
    notFoundUrl: text('not_found_url'),
    /** Where an expired link on the domain goes when it has no expired URL of its own; null: the 410 page. */
    expiredUrl: text('expired_url'),
    /** Why the last check did not prove the domain, in the owner's words; null after a success. */
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the background check looks at it next; null: never again (failed). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** A verified domain whose TXT record a daily check no longer found, since then. */
    txtMissingSince: timestamp('txt_missing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_domains_workspace_hostname_idx').on(table.workspaceId, table.hostname),
    uniqueIndex('custom_domains_verified_hostname_idx')
      .on(table.hostname)
      .where(sql`status = 'verified'`),
    index('custom_domains_next_check_idx').on(table.nextCheckAt),
  ],
);
