import type { z } from 'zod';
import type { deletePlanResultSchema } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

export type DeleteOutcome = z.infer<typeof deletePlanResultSchema>['outcome'];

// DELETE /api/admin/plans/:id - deleted; or, when accounts use it, archived instead (hidden from
// /pricing, kept for its subscribers) -> { outcome }
export async function deletePlan({ id }: { id: number }): Promise<DeleteOutcome> {
  return (await apiCall<typeof deletePlanResultSchema>(`/api/admin/plans/${id}`, { method: 'DELETE' }))
    .outcome;
}

export function useDeletePlan() {
  return useInvalidatingMutation(deletePlan, adminPlansQueryOptions().queryKey);
}
