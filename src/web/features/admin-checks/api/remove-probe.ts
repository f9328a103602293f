import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Probe } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { probesQueryOptions } from './list-probes';

// DELETE /api/admin/probes/:id - its token stops working and its answers go with it -> 204
export async function removeProbe({ id }: { id: string }): Promise<void> {
  await apiFetch<unknown>(`/api/admin/probes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveProbe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProbe,
    onSuccess: (_, { id }) =>
      queryClient.setQueryData<Probe[]>(probesQueryOptions().queryKey, (probes) =>
        probes?.filter((probe) => probe.id !== id),
      ),
    // A failure too (another admin removed it first: 404): the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: probesQueryOptions().queryKey }),
  });
}
