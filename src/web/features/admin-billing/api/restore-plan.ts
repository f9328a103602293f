import type { planSchema, Plan } from '../../../../shared/plans';
import { apiCall } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/admin/plans/:id/restore - an archived plan back on sale -> the plan
export async function restorePlan({ id }: { id: number }): Promise<Plan> {
  return await apiCall<typeof planSchema>(`/api/admin/plans/${id}/restore`, { method: 'POST' });
}

export function useRestorePlan() {
  return useInvalidatingMutation(restorePlan, adminPlansQueryOptions().queryKey);
}
