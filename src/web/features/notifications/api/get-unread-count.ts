import { queryOptions } from '@tanstack/react-query';
import type { notificationListSchema } from '../../../../shared/notifications';
import { apiCall } from '../../../lib/api-client';

// GET /api/notifications - the newest page, read here only for its unread_count
/**
 * The unread count. The stream (use-unread-count.ts), every list page and every mark-as-read answer
 * write it; the fetch is only the fallback for before the stream's first event, or without a stream.
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread'],
    queryFn: async ({ signal }) =>
      (await apiCall<typeof notificationListSchema>('/api/notifications', { signal })).unread_count,
    // Kept current by the writers above, so the fallback fetch runs once.
    staleTime: Infinity,
  });
}
