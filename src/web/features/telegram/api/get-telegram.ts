import { queryOptions, useQuery } from '@tanstack/react-query';
import { telegramStateSchema, type TelegramState } from '../../../../shared/telegram';
import { apiFetch } from '../../../lib/api-client';
import { connectRefreshMs, isWaiting, type PendingLinks } from '../lib/connect-wait';

// GET /api/telegram - whether there is a bot, the user's connected chats and their event choices
export async function getTelegram({ signal }: { signal?: AbortSignal } = {}): Promise<TelegramState> {
  return telegramStateSchema.parse(await apiFetch<unknown>('/api/telegram', { signal }));
}

export function telegramQueryOptions() {
  return queryOptions({
    queryKey: ['telegram', 'state'],
    queryFn: ({ signal }) => getTelegram({ signal }),
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
