import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botSettingsSchema, type BotSettings, type UpdateBotSettings } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { botSettingsQueryOptions } from './get-bot-settings';

// PUT /api/admin/telegram - { token?, mode? } -> settings; a new token is tried with getMe before it
// is stored (400 names `token`)
export function updateBotSettings(body: UpdateBotSettings): Promise<BotSettings> {
  return apiCall(botSettingsSchema, '/api/admin/telegram', { method: 'PUT', body });
}

export function useUpdateBotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBotSettings,
    onSuccess: (settings) => queryClient.setQueryData(botSettingsQueryOptions().queryKey, settings),
  });
}
