import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  addedWatchedDomainsSchema,
  addWatchedDomainsSchema,
  WatchedDomain,
  WatchedDomainList,
} from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';
import { checksQueryOptions } from './list-checks';

// POST /api/checks - watch the domains listed one per line -> 201 { added }; 400 names each bad line
// (fields["hostnames.<line>"]) and adds none; 403 limit_reached past the plan's count
export async function addChecks(body: z.infer<typeof addWatchedDomainsSchema>): Promise<WatchedDomain[]> {
  return (await apiCall<typeof addedWatchedDomainsSchema>('/api/checks', { method: 'POST', body })).added;
}

export function useAddChecks() {
  const queryClient = useQueryClient();
  const { queryKey } = checksQueryOptions();
  return useMutation({
    mutationFn: addChecks,
    onSuccess: async (added) => {
      // The new rows show at once; the refetch then settles the order and the counts.
      queryClient.setQueryData<WatchedDomainList>(queryKey, (list) =>
        list ? { ...list, domains: [...list.domains, ...added], used: list.used + added.length } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A refusal for the limit means the cached count is out of date (another tab, a plan change).
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
