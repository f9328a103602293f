import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchedDomainList } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { checkHistoryQueryOptions } from './get-check-history';
import { checkQueryOptions } from './get-check';
import { checksQueryOptions } from './list-checks';

// DELETE /api/checks/:id - stop watching a domain; its history goes with it
export async function removeCheck({ id }: { id: string }): Promise<void> {
  await apiFetch<unknown>(`/api/checks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveCheck() {
  const queryClient = useQueryClient();
  const { queryKey } = checksQueryOptions();
  return useMutation({
    mutationFn: removeCheck,
    onSuccess: async (_, { id }) => {
      queryClient.setQueryData<WatchedDomainList>(queryKey, (list) => {
        if (!list) return list;
        const gone = list.domains.find((domain) => domain.id === id);
        return {
          ...list,
          domains: list.domains.filter((domain) => domain.id !== id),
          used: list.used - 1,
          auto_used: list.auto_used - (gone?.auto ? 1 : 0),
        };
      });
      queryClient.removeQueries({ queryKey: checkQueryOptions(id).queryKey });
      queryClient.removeQueries({ queryKey: checkHistoryQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
