import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { markReadResultSchema, MarkRead } from '../../../../shared/notifications';
import { apiCall } from '../../../lib/api-client';
import { unreadCountQueryOptions } from './get-unread-count';
import { listNotificationsQueryOptions, type NotificationPages } from './list-notifications';

// POST /api/notifications/read - mark the listed ids read, or every unread one when ids is absent
export function markNotificationsRead(body: MarkRead) {
  return apiCall<typeof markReadResultSchema>('/api/notifications/read', { method: 'POST', body });
}

/**
 * `markRead(ids?)` resolves true once the server has marked them, false when it failed (the spec:
 * a failed mark-as-read returns false); the failure stays in `error` for the page to show.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, { ids }) => {
      queryClient.setQueryData(unreadCountQueryOptions().queryKey, result.unread_count);
      // The rows turn read at once; the refetch then brings anything that arrived meanwhile.
      const marked = ids ? new Set(ids) : undefined;
      const listKey = listNotificationsQueryOptions().queryKey;
      queryClient.setQueryData<NotificationPages>(listKey, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                unread_count: result.unread_count,
                items: page.items.map((item) =>
                  !marked || marked.has(item.id) ? { ...item, is_read: true } : item,
                ),
              })),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const { mutateAsync } = mutation;
  const markRead = useCallback(
    async (ids?: string[]): Promise<boolean> => {
      try {
        await mutateAsync(ids ? { ids } : {});
        return true;
      } catch {
        // Not swallowed: the mutation keeps the error and the list shows it.
        return false;
      }
    },
    [mutateAsync],
  );

  return {
    markRead,
    /** The ids being marked (undefined: all of them) while a request is out. */
    pending: mutation.isPending ? { ids: mutation.variables.ids } : null,
    error: mutation.error,
  };
}
