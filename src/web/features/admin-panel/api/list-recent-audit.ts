import { queryOptions, useQuery } from '@tanstack/react-query';
import type { auditListSchema } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/audit - the newest admin changes, of every target (admin only)
export function recentAuditQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'audit', 'recent'],
    queryFn: async ({ signal }) =>
      (await apiCall<typeof auditListSchema>('/api/admin/audit', { signal })).items,
    staleTime: 30_000,
  });
}

export function useRecentAudit() {
  return useQuery(recentAuditQueryOptions());
}
