import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botSettingsSchema, type BotSettings } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { botSettingsQueryOptions } from './get-bot-settings';

// DELETE /api/admin/telegram - forget the token: the bot stops -> settings
export function removeBotToken(): Promise<BotSettings> {
  return apiCall(botSettingsSchema, '/api/admin/telegram', { method: 'DELETE' });
}

export function useRemoveBotToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBotToken,
    onSuccess: (settings) => queryClient.setQueryData(botSettingsQueryOptions().queryKey, settings),
  });
}
