import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botSettingsSchema, type BotSettings } from '../../../../shared/telegram';
import { apiFetch } from '../../../lib/api-client';
import { botSettingsQueryOptions } from './get-bot-settings';

// DELETE /api/admin/telegram - forget the token: the bot stops -> settings
export async function removeBotToken(): Promise<BotSettings> {
  return botSettingsSchema.parse(await apiFetch<unknown>('/api/admin/telegram', { method: 'DELETE' }));
}

export function useRemoveBotToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBotToken,
    onSuccess: (settings) => queryClient.setQueryData(botSettingsQueryOptions().queryKey, settings),
  });
}
