// Owned by modules/notifications.

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './profiles';
import { timeOrderedId } from './time-ordered-id';

/** In-app notifications; other modules create them through the notifications service. */
export const notifications = pgTable(
  'notifications',
  {
    id: timeOrderedId(),
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
