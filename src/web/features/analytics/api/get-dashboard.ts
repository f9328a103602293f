import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsStaleMs, dashboardSummarySchema } from '../../../../shared/analytics';
import { apiCall } from '../../../lib/api-client';

// GET /api/dashboard - the signed-in home's numbers: links, clicks, today, 30 days, top and recent
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiCall(dashboardSummarySchema, '/api/dashboard', { signal }),
    // The spec's dashboard/analytics prefetch: fresh for 120 s.
    staleTime: analyticsStaleMs,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
