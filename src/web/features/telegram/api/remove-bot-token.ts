import type { botSettingsSchema, BotSettings } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { botSettingsQueryOptions } from './get-bot-settings';

// DELETE /api/admin/telegram - forget the token: the bot stops -> settings
export function removeBotToken(): Promise<BotSettings> {
  return apiCall<typeof botSettingsSchema>('/api/admin/telegram', { method: 'DELETE' });
}

export function useRemoveBotToken() {
  return useReplacingMutation(removeBotToken, botSettingsQueryOptions().queryKey);
}
