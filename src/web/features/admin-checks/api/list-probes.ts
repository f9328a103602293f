import { queryOptions, useQuery } from '@tanstack/react-query';
import type { probeListSchema } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/probes - the remote probes with when each last asked for work (never their tokens)
export function probesQueryOptions() {
  return queryOptions({
    queryKey: ['admin-checks', 'probes'],
    queryFn: async ({ signal }) =>
      (await apiCall<typeof probeListSchema>('/api/admin/probes', { signal })).probes,
    // "Last seen" moves every minute a probe runs; the list keeps up while it is on screen.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useProbes() {
  return useQuery(probesQueryOptions());
}
