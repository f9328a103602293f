import type { Notification, NotificationList } from '../../shared/notifications';

// Notifications as GET /api/notifications answers them, for component tests.

let sequence = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'domain_check',
    title: `Notification ${sequence}`,
    body: `Something happened (${sequence}).`,
    link: null,
    is_read: false,
    created_at: new Date(Date.now() - sequence * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeNotificationList(
  items: Notification[],
  options: { next_cursor?: string | null; unread_count?: number } = {},
): NotificationList {
  return {
    items,
    unread_count: options.unread_count ?? items.filter((item) => !item.is_read).length,
    next_cursor: options.next_cursor ?? null,
  };
}
