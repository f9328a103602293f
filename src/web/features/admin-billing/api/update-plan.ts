import type { PlanInput } from '../../../../shared/billing';
import type { planSchema, Plan } from '../../../../shared/plans';
import { apiCall } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// PUT /api/admin/plans/:id - planInput (the whole plan) -> the plan; 400 names each invalid field
export async function updatePlan({ id, input }: { id: number; input: PlanInput }): Promise<Plan> {
  return await apiCall<typeof planSchema>(`/api/admin/plans/${id}`, { method: 'PUT', body: input });
}

export function useUpdatePlan() {
  return useInvalidatingMutation(updatePlan, adminPlansQueryOptions().queryKey);
}
