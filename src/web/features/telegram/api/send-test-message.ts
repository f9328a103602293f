import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testMessageResultSchema, testMessageSchema } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// POST /api/admin/telegram/test-message - { chat_id } -> { message_id }; 400 names chat_id
export function sendTestMessage(
  body: z.infer<typeof testMessageSchema>,
): Promise<z.infer<typeof testMessageResultSchema>> {
  return apiCall<typeof testMessageResultSchema>('/api/admin/telegram/test-message', {
    method: 'POST',
    body,
  });
}

export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}
