import type { Notification, NotificationList } from '../../../shared/notifications';
import { notificationsPageSize } from '../../../shared/notifications';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';
import type { UnreadFeed } from './unread-feed';

export interface NotifyInput {
  type: string;
  title: string;
  body?: string;
  /** An in-app path such as /check-domains. */
  link?: string | null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(deps: { repo: NotificationsRepo; feed: UnreadFeed }) {
  return {
    /** The one way other modules tell a user something in the app. */
    async notify(userId: string, input: NotifyInput): Promise<Notification> {
      const row = await deps.repo.insert({
        userId,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        link: input.link ?? null,
      });
      await deps.feed.changed(userId);
      return toNotification(row);
    },

    async list(userId: string, before?: string): Promise<NotificationList> {
      // One extra row tells whether an older page exists.
      const rows = await deps.repo.list(userId, { before, limit: notificationsPageSize + 1 });
      const page = rows.slice(0, notificationsPageSize);
      return {
        items: page.map(toNotification),
        unread_count: await deps.repo.unreadCount(userId),
        next_cursor: rows.length > notificationsPageSize ? page[page.length - 1]!.id : null,
      };
    },

    async markRead(userId: string, ids?: string[]): Promise<{ updated: number; unread_count: number }> {
      const updated = await deps.repo.markRead(userId, ids);
      if (updated > 0) await deps.feed.changed(userId);
      return { updated, unread_count: await deps.repo.unreadCount(userId) };
    },

    unreadCount: (userId: string) => deps.repo.unreadCount(userId),
    subscribe: (userId: string, listener: () => void) => deps.feed.subscribe(userId, listener),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
