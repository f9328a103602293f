import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminPlanListSchema, AdminPlan } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/plans - every plan, archived ones too, each with its subscribers (admin only)
export async function listAdminPlans({ signal }: { signal?: AbortSignal } = {}): Promise<AdminPlan[]> {
  return (await apiCall<typeof adminPlanListSchema>('/api/admin/plans', { signal })).items;
}

export function adminPlansQueryOptions() {
  return queryOptions({
    queryKey: ['admin-billing', 'plans'],
    queryFn: ({ signal }) => listAdminPlans({ signal }),
    // Subscribers change as people buy; the page shows a count at most a minute old.
    staleTime: 60_000,
  });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
