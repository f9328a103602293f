import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  analyticsStaleMs,
  dashboardSummarySchema,
  type DashboardSummary,
} from '../../../../shared/analytics';
import { apiFetch } from '../../../lib/api-client';

// GET /api/dashboard - the signed-in home's numbers: links, clicks, today, 30 days, top and recent
export async function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardSummary> {
  return dashboardSummarySchema.parse(await apiFetch<unknown>('/api/dashboard', { signal }));
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard({ signal }),
    // The spec's dashboard/analytics prefetch: fresh for 120 s.
    staleTime: analyticsStaleMs,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
