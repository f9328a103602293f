import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createdProbeSchema, CreateProbe, Probe } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';
import { probesQueryOptions } from './list-probes';

// POST /api/admin/probes - { name, resolvers } -> 201 { probe, token }: the token is in this answer
// and nowhere else; a resolver that is not in the check settings -> 400 `resolvers.<i>`
export function createProbe(body: CreateProbe): Promise<{ probe: Probe; token: string }> {
  return apiCall<typeof createdProbeSchema>('/api/admin/probes', { method: 'POST', body });
}

export function useCreateProbe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProbe,
    // The answer holds the token: gone from the mutation cache as soon as no component shows it.
    gcTime: 0,
    onSuccess: async ({ probe }) => {
      const { queryKey } = probesQueryOptions();
      queryClient.setQueryData<Probe[]>(queryKey, (probes) => (probes ? [...probes, probe] : probes));
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
