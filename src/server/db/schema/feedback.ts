// Owned by modules/feedback: what users send from /feedback, and the admin's handling of it.

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './profiles';
import { timeOrderedId } from './time-ordered-id';

export const feedback = pgTable(
  'feedback',
  {
    id: timeOrderedId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bug, idea, billing, other. */
    category: text('category').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    /** The in-app path it was sent from. */
    page: text('page'),
    /** open or handled. */
    state: text('state').notNull().default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt, table.id),
    index('feedback_user_idx').on(table.userId),
  ],
);
