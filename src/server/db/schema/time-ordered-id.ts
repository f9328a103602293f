// Shared by the schema's files; not a table, so not exported from index.ts.

import { text, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/**
 * A uuid primary key that the app fills with a UUIDv7, increasing within the process, for the tables
 * listed newest first by (created_at, id). Rows written in one transaction share `created_at` (and
 * on the embedded engine, whose clock counts milliseconds, rows written in the same millisecond), so
 * the tiebreak on the id must follow the order they were written in: a random id showed a file's
 * imported links, or a burst of notifications, in a random order. Rows written by SQL alone still get
 * a random one.
 */
export function timeOrderedId() {
  return uuid('id')
    .primaryKey()
    .defaultRandom()
    .$defaultFn(() => uuidv7());
}

/** The same for a table whose id column is text (API keys), which only the app writes. */
export function timeOrderedTextId() {
  return text('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
}
