import type { PlanInput } from '../../../../shared/billing';
import { planSchema, type Plan } from '../../../../shared/plans';
import { apiFetch } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// PUT /api/admin/plans/:id - planInput (the whole plan) -> the plan; 400 names each invalid field
export async function updatePlan({ id, input }: { id: number; input: PlanInput }): Promise<Plan> {
  return planSchema.parse(await apiFetch<unknown>(`/api/admin/plans/${id}`, { method: 'PUT', body: input }));
}

export function useUpdatePlan() {
  return useInvalidatingMutation(updatePlan, adminPlansQueryOptions().queryKey);
}
