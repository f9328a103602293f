import { useMutation } from '@tanstack/react-query';
import type { sendTestResultSchema, ChatKind } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// POST /api/telegram/test - a test message to each connected chat -> { sent: the chats it reached };
// 409 when there is none (the server's sentence says why)
export async function sendTest(): Promise<ChatKind[]> {
  return (await apiCall<typeof sendTestResultSchema>('/api/telegram/test', { method: 'POST' })).sent;
}

export function useSendTest() {
  return useMutation({ mutationFn: sendTest });
}
