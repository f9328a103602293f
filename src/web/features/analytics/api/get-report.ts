import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { analyticsReportSchema, AnalyticsQuery, AnalyticsReport } from '../../../../shared/analytics';
import { analyticsStaleMs } from '../../../../shared/analytics-ranges';
import { ApiError, apiCall } from '../../../lib/api-client';
import { apiSearchParams, defaultAnalyticsQuery, normaliseQuery } from '../lib/query';

// GET /api/analytics?range=&from=&to=&link_id=&bots= - one click report over the user's links
export function getReport(
  query: AnalyticsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalyticsReport> {
  return apiCall<typeof analyticsReportSchema>(`/api/analytics?${apiSearchParams(query)}`, { signal });
}

export function reportQueryOptions(query: AnalyticsQuery) {
  const normalised = normaliseQuery(query);
  return queryOptions({
    queryKey: ['analytics', normalised],
    queryFn: ({ signal }) => getReport(normalised, { signal }),
    // The spec's dashboard/analytics prefetch: fresh for 120 s.
    staleTime: analyticsStaleMs,
    // Changing the range or link keeps the last report on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useReport(query: AnalyticsQuery) {
  const queryClient = useQueryClient();
  const retry = queryClient.getDefaultOptions().queries?.retry ?? 3;
  return useQuery({
    ...reportQueryOptions(query),
    // Filters the server refused (400, e.g. a custom range too long) would be refused again, so the
    // field error shows at once; other failures follow the app's retry policy.
    retry: (failures: number, error: Error) => {
      if (error instanceof ApiError && error.status === 400) return false;
      if (typeof retry === 'function') return retry(failures, error);
      return typeof retry === 'number' ? failures < retry : retry;
    },
  });
}

/** Warms the report /analytics opens with (last 7 days, all links), so the page shows at once. */
export function usePrefetchDefaultReport(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(reportQueryOptions(defaultAnalyticsQuery));
  }, [queryClient]);
}
