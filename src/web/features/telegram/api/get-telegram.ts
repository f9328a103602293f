import { queryOptions, useQuery } from '@tanstack/react-query';
import type { telegramStateSchema } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { connectRefreshMs, isWaiting, type PendingLinks } from '../lib/connect-wait';

// GET /api/telegram - whether there is a bot, the user's connected chats and their event choices
export function telegramQueryOptions() {
  return queryOptions({
    queryKey: ['telegram', 'state'],
    queryFn: ({ signal }) => apiCall<typeof telegramStateSchema>('/api/telegram', { signal }),
  });
}

/**
 * The state; while a connect link is out (`waitingFor`), asked again every 3 s until the bot has
 * confirmed its chat or the link has expired.
 */
export function useTelegram({ waitingFor = {} }: { waitingFor?: PendingLinks } = {}) {
  return useQuery({
    ...telegramQueryOptions(),
    refetchInterval: (query) =>
      isWaiting(waitingFor, query.state.data, Date.now()) ? connectRefreshMs : false,
  });
}
