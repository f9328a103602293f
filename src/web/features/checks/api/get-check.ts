import { queryOptions, useQuery } from '@tanstack/react-query';
import type { watchedDomainDetailSchema, WatchedDomainDetail } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';
import { checksRefreshMs } from './list-checks';

// GET /api/checks/:id - one watched domain with its last check's evidence (the details panel)
export function getCheck({ id, signal }: { id: string; signal?: AbortSignal }): Promise<WatchedDomainDetail> {
  return apiCall<typeof watchedDomainDetailSchema>(`/api/checks/${encodeURIComponent(id)}`, { signal });
}

export function checkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['checks', 'detail', id],
    queryFn: ({ signal }) => getCheck({ id, signal }),
    staleTime: checksRefreshMs,
    // While the panel is open, a scheduled check may land.
    refetchInterval: checksRefreshMs,
  });
}

export function useCheck(id: string) {
  return useQuery(checkQueryOptions(id));
}
