import { z } from 'zod';
import { singleLine } from './text';

// In-app notifications: the API's contracts.
//   GET  /api/notifications?before=<id>   newest first, a page of notificationsPageSize
//   POST /api/notifications/read          { ids?: string[] } - the listed ids, or all when absent
//   GET  /api/notifications/stream        server-sent events, see below

export const notificationsPageSize = 50;
/** The spec's realtime limit: at most 2 events a second per client. */
export const realtimeEventsPerSecond = 2;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app path (e.g. /check-domains) the notification points at, if any. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});

export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  /** Pass as `before` to get the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});

export type NotificationList = z.infer<typeof notificationListSchema>;

export const listNotificationsQuerySchema = z.object({
  before: z.string().uuid().optional(),
});

export const markReadSchema = z
  .object({
    ids: z
      .array(z.string().uuid('Send the ids of notifications.'))
      .max(500, 'Send at most 500 ids at once.')
      .optional(),
  })
  .strict();

export type MarkRead = z.infer<typeof markReadSchema>;

export const markReadResultSchema = z.object({
  updated: z.number().int(),
  unread_count: z.number().int(),
});

/**
 * The stream's one event type, `unread`, carries the current unread count: sent on connect and
 * whenever it changes (coalesced to at most realtimeEventsPerSecond). Clients refetch the list when
 * they need the notifications themselves.
 */
export const unreadEventSchema = z.object({
  unread_count: z.number().int(),
});

export type UnreadEvent = z.infer<typeof unreadEventSchema>;
export { unreadEventName } from './notification-stream';

/** POST /api/admin/notifications: an admin tells one user something in the app. */
export const sendNotificationSchema = z
  .object({
    user_id: z.string().trim().min(1, 'This field is required.'),
    type: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and underscores.')
      .default('announcement'),
    title: singleLine(200).min(1, 'This field is required.'),
    body: z.string().trim().max(2_000, 'Use at most 2,000 characters.').default(''),
    // In-app paths only: a notification never sends anyone off-site.
    link: z
      .string()
      .trim()
      .regex(/^\/(?!\/)[^\s\\]*$/, 'Enter an in-app path such as /check-domains.')
      .max(500, 'Use at most 500 characters.')
      .nullable()
      .optional(),
  })
  .strict();

export type SendNotification = z.infer<typeof sendNotificationSchema>;
