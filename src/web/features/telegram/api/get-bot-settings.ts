import { queryOptions, useQuery } from '@tanstack/react-query';
import { botSettingsSchema, type BotSettings } from '../../../../shared/telegram';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/telegram - the bot's settings: the token only as a hint, the bot, how updates arrive
export async function getBotSettings({ signal }: { signal?: AbortSignal } = {}): Promise<BotSettings> {
  return botSettingsSchema.parse(await apiFetch<unknown>('/api/admin/telegram', { signal }));
}

export function botSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['telegram', 'admin', 'bot'],
    queryFn: ({ signal }) => getBotSettings({ signal }),
    // updates_error changes in the background (polling, the webhook); the page shows the latest.
    staleTime: 30_000,
  });
}

export function useBotSettings() {
  return useQuery(botSettingsQueryOptions());
}
