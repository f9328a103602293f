import type { z } from 'zod';
import { deletePlanResultSchema } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

export type DeleteOutcome = z.infer<typeof deletePlanResultSchema>['outcome'];

// DELETE /api/admin/plans/:id - deleted; or, when accounts use it, archived instead (hidden from
// /pricing, kept for its subscribers) -> { outcome }
export async function deletePlan({ id }: { id: number }): Promise<DeleteOutcome> {
  const answer = await apiFetch<unknown>(`/api/admin/plans/${id}`, { method: 'DELETE' });
  return deletePlanResultSchema.parse(answer).outcome;
}

export function useDeletePlan() {
  return useInvalidatingMutation(deletePlan, adminPlansQueryOptions().queryKey);
}
