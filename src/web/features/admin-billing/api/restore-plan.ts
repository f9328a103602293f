import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planSchema, type Plan } from '../../../../shared/plans';
import { apiFetch } from '../../../lib/api-client';
import { adminPlansQueryOptions } from './list-admin-plans';

// POST /api/admin/plans/:id/restore - an archived plan back on sale -> the plan
export async function restorePlan({ id }: { id: number }): Promise<Plan> {
  return planSchema.parse(await apiFetch<unknown>(`/api/admin/plans/${id}/restore`, { method: 'POST' }));
}

export function useRestorePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryOptions().queryKey }),
  });
}
