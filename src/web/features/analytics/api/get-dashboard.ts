import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dashboardSummarySchema } from '../../../../shared/analytics';
import { analyticsStaleMs } from '../../../../shared/analytics-ranges';
import { apiCall } from '../../../lib/api-client';

// GET /api/dashboard - the signed-in home's numbers: links, clicks, today, 30 days, top and recent
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiCall<typeof dashboardSummarySchema>('/api/dashboard', { signal }),
    // The spec's dashboard/analytics prefetch: fresh for 120 s.
    staleTime: analyticsStaleMs,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
