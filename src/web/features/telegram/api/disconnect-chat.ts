import { useMutation, useQueryClient } from '@tanstack/react-query';
import { telegramStateSchema, type ChatKind, type TelegramState } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { telegramQueryOptions } from './get-telegram';

// DELETE /api/telegram/chats/:kind - disconnect the private chat or the group -> state
export function disconnectChat({ kind }: { kind: ChatKind }): Promise<TelegramState> {
  return apiCall(telegramStateSchema, `/api/telegram/chats/${kind}`, { method: 'DELETE' });
}

export function useDisconnectChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectChat,
    onSuccess: (state) => queryClient.setQueryData(telegramQueryOptions().queryKey, state),
  });
}
