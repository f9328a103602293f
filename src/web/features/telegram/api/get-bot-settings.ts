import { queryOptions, useQuery } from '@tanstack/react-query';
import type { botSettingsSchema } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/telegram - the bot's settings: the token only as a hint, the bot, how updates arrive
export function botSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['telegram', 'admin', 'bot'],
    queryFn: ({ signal }) => apiCall<typeof botSettingsSchema>('/api/admin/telegram', { signal }),
    // updates_error changes in the background (polling, the webhook); the page shows the latest.
    staleTime: 30_000,
  });
}

export function useBotSettings() {
  return useQuery(botSettingsQueryOptions());
}
