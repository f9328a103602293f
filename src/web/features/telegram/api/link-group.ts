import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { telegramStateSchema, type linkGroupSchema, type TelegramState } from '../../../../shared/telegram';
import { apiFetch } from '../../../lib/api-client';
import { telegramQueryOptions } from './get-telegram';

// PUT /api/telegram/group - { group_id }: link a group the bot is in (the bot confirms there); 400
// names group_id
export async function linkGroup(body: z.infer<typeof linkGroupSchema>): Promise<TelegramState | null> {
  const answer = await apiFetch<unknown>('/api/telegram/group', { method: 'PUT', body });
  // The contract names no answer: the state as it is after, when that is what came.
  const parsed = telegramStateSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useLinkGroup() {
  const queryClient = useQueryClient();
  const { queryKey } = telegramQueryOptions();
  return useMutation({
    mutationFn: linkGroup,
    onSuccess: async (state) => {
      if (state) queryClient.setQueryData(queryKey, state);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
