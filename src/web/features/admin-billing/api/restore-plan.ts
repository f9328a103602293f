import { planSchema, type Plan } from '../../../../shared/plans';
import { apiFetch } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/admin/plans/:id/restore - an archived plan back on sale -> the plan
export async function restorePlan({ id }: { id: number }): Promise<Plan> {
  return planSchema.parse(await apiFetch<unknown>(`/api/admin/plans/${id}/restore`, { method: 'POST' }));
}

export function useRestorePlan() {
  return useInvalidatingMutation(restorePlan, adminPlansQueryOptions().queryKey);
}
