import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { notificationListSchema, NotificationList } from '../../../../shared/notifications';
import { apiCall } from '../../../lib/api-client';
import { unreadCountQueryOptions } from './get-unread-count';

// GET /api/notifications?before=<id> - the user's notifications, newest first, a page at a time
export function listNotifications(
  { before }: { before?: string | null },
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationList> {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return apiCall<typeof notificationListSchema>(`/api/notifications${query}`, { signal });
}

/** The cached list: one entry per page loaded, each with the server's cursor to the next. */
export type NotificationPages = InfiniteData<NotificationList, string | null>;

export function listNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await listNotifications({ before: pageParam }, { signal });
      // Every page carries the current count: the bell follows the list even without the stream.
      client.setQueryData(unreadCountQueryOptions().queryKey, page.unread_count);
      return page;
    },
    initialPageParam: null as string | null,
    // null on the last page, which ends "Load more".
    getNextPageParam: (last) => last.next_cursor,
    // The stream invalidates the list when the count changes; this covers a missing stream.
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useInfiniteQuery(listNotificationsQueryOptions());
}
