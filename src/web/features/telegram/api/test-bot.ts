import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testBotResultSchema, BotIdentity, testBotSchema } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// POST /api/admin/telegram/test - { token? }: getMe with the typed token, else the stored one -> { bot }
export async function testBot(body: z.infer<typeof testBotSchema>): Promise<BotIdentity> {
  return (await apiCall<typeof testBotResultSchema>('/api/admin/telegram/test', { method: 'POST', body }))
    .bot;
}

export function useTestBot() {
  return useMutation({ mutationFn: testBot });
}
