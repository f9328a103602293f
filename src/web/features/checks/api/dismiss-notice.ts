import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchedDomainList } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { checksQueryOptions } from './list-checks';

// DELETE /api/checks/notice - the owner has read what a plan change did to the schedules
export async function dismissNotice(): Promise<void> {
  await apiFetch<unknown>('/api/checks/notice', { method: 'DELETE' });
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  const { queryKey } = checksQueryOptions();
  return useMutation({
    mutationFn: dismissNotice,
    // Gone at once; a failed request brings it back with the next refetch.
    onMutate: () =>
      queryClient.setQueryData<WatchedDomainList>(queryKey, (list) =>
        list ? { ...list, notice: null } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
