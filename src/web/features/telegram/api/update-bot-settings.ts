import type { botSettingsSchema, BotSettings, UpdateBotSettings } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { botSettingsQueryOptions } from './get-bot-settings';

// PUT /api/admin/telegram - { token?, mode? } -> settings; a new token is tried with getMe before it
// is stored (400 names `token`)
export function updateBotSettings(body: UpdateBotSettings): Promise<BotSettings> {
  return apiCall<typeof botSettingsSchema>('/api/admin/telegram', { method: 'PUT', body });
}

export function useUpdateBotSettings() {
  return useReplacingMutation(updateBotSettings, botSettingsQueryOptions().queryKey);
}
