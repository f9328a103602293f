import type { PlanInput } from '../../../../shared/billing';
import type { planSchema, Plan } from '../../../../shared/plans';
import { apiCall } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/admin/plans - planInput -> 201 the plan; 400 names each invalid field (`features.2`), 409
// a name already taken
export async function createPlan(body: PlanInput): Promise<Plan> {
  return await apiCall<typeof planSchema>('/api/admin/plans', { method: 'POST', body });
}

export function useCreatePlan() {
  return useInvalidatingMutation(createPlan, adminPlansQueryOptions().queryKey);
}
