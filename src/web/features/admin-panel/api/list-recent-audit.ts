import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditListSchema, type AuditEntry } from '../../../../shared/admin-users';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/audit - the newest admin changes, of every target (admin only)
export async function listRecentAudit({ signal }: { signal?: AbortSignal } = {}): Promise<AuditEntry[]> {
  return auditListSchema.parse(await apiFetch<unknown>('/api/admin/audit', { signal })).items;
}

export function recentAuditQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'audit', 'recent'],
    queryFn: ({ signal }) => listRecentAudit({ signal }),
    staleTime: 30_000,
  });
}

export function useRecentAudit() {
  return useQuery(recentAuditQueryOptions());
}
