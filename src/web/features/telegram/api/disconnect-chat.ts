import type { telegramStateSchema, ChatKind, TelegramState } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { telegramQueryOptions } from './get-telegram';

// DELETE /api/telegram/chats/:kind - disconnect the private chat or the group -> state
export function disconnectChat({ kind }: { kind: ChatKind }): Promise<TelegramState> {
  return apiCall<typeof telegramStateSchema>(`/api/telegram/chats/${kind}`, { method: 'DELETE' });
}

export function useDisconnectChat() {
  return useReplacingMutation(disconnectChat, telegramQueryOptions().queryKey);
}
