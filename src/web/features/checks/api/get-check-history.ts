import { queryOptions, useQuery } from '@tanstack/react-query';
import type { historySchema, CheckHistory } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';
import { checksRefreshMs } from './list-checks';

// GET /api/checks/:id/history - the last 200 checks (newest first) and the daily summary before them
export function getCheckHistory({ id, signal }: { id: string; signal?: AbortSignal }): Promise<CheckHistory> {
  return apiCall<typeof historySchema>(`/api/checks/${encodeURIComponent(id)}/history`, { signal });
}

export function checkHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['checks', 'history', id],
    queryFn: ({ signal }) => getCheckHistory({ id, signal }),
    staleTime: checksRefreshMs,
    refetchInterval: checksRefreshMs,
  });
}

export function useCheckHistory(id: string) {
  return useQuery(checkHistoryQueryOptions(id));
}

// GET /api/checks/:id/history.csv - the same as a CSV attachment. The browser downloads it through a
// plain link (the session cookie goes along), so there is no fetcher.
export function historyCsvUrl(id: string): string {
  return `/api/checks/${encodeURIComponent(id)}/history.csv`;
}
