import { queryOptions, useQuery } from '@tanstack/react-query';
import { probeListSchema, type Probe } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/probes - the remote probes with when each last asked for work (never their tokens)
export async function listProbes({ signal }: { signal?: AbortSignal } = {}): Promise<Probe[]> {
  return probeListSchema.parse(await apiFetch<unknown>('/api/admin/probes', { signal })).probes;
}

export function probesQueryOptions() {
  return queryOptions({
    queryKey: ['admin-checks', 'probes'],
    queryFn: ({ signal }) => listProbes({ signal }),
    // "Last seen" moves every minute a probe runs; the list keeps up while it is on screen.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useProbes() {
  return useQuery(probesQueryOptions());
}
