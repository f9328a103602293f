import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pauseSchema, WatchedDomainList } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { checksQueryOptions } from './list-checks';

// PUT /api/checks/pause - { paused }: pause or resume every automatic check of the account
export async function pauseChecks(body: z.infer<typeof pauseSchema>): Promise<void> {
  await apiFetch<unknown>('/api/checks/pause', { method: 'PUT', body });
}

export function usePauseChecks() {
  const queryClient = useQueryClient();
  const { queryKey } = checksQueryOptions();
  return useMutation({
    mutationFn: pauseChecks,
    onSuccess: async (_, { paused }) => {
      queryClient.setQueryData<WatchedDomainList>(queryKey, (list) => (list ? { ...list, paused } : list));
      // Each domain's next run is set again (or cleared) by the server.
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
