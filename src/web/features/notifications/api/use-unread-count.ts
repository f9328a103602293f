import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnreadEvent } from '../../../../shared/notifications';
import { unreadEventName } from '../../../../shared/notification-stream';
import { unreadCountQueryOptions } from './get-unread-count';
import { listNotificationsQueryOptions } from './list-notifications';

// GET /api/notifications/stream - server-sent `unread` events: the count on connect and on change
export const notificationStreamPath = '/api/notifications/stream';

/**
 * The live unread count (undefined until known). Opens the stream, so mount it once per app: the
 * top bar's bell is its one user; anything else reads `unreadCountQueryOptions()` from the cache.
 */
export function useUnreadCount(): number | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery(unreadCountQueryOptions());

  useEffect(() => {
    // No EventSource (an old browser, a test DOM): the fallback fetch and the list keep the count.
    if (typeof EventSource === 'undefined') return;
    const countKey = unreadCountQueryOptions().queryKey;
    // The browser reconnects by itself, and the server sends the count again on every connect.
    const source = new EventSource(notificationStreamPath);

    const onUnread = async (event: MessageEvent<unknown>) => {
      const count = (parseJson(event.data) as Partial<UnreadEvent> | undefined)?.unread_count;
      // A malformed event (cut short by a proxy) says nothing about the count; the next one will.
      if (!Number.isSafeInteger(count) || count === undefined || count < 0) return;
      // An older answer of the fallback fetch must not overwrite the newer count.
      await queryClient.cancelQueries({ queryKey: countKey, exact: true });
      const previous = queryClient.getQueryData(countKey);
      queryClient.setQueryData(countKey, count);
      if (previous !== undefined && previous !== count) {
        void queryClient.invalidateQueries({ queryKey: listNotificationsQueryOptions().queryKey });
      }
    };
    const listener = (event: Event) => void onUnread(event as MessageEvent<unknown>);

    source.addEventListener(unreadEventName, listener);
    return () => {
      source.removeEventListener(unreadEventName, listener);
      source.close();
    };
  }, [queryClient]);

  return data;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
