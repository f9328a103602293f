import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { planSchema, type Plan } from '../../../../shared/plans';
import { apiFetch } from '../../../lib/api-client';

// GET /api/plans - the plans on sale (public), in the server's order
export async function listPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  return z.array(planSchema).parse(await apiFetch<unknown>('/api/plans', { signal }));
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => listPlans({ signal }),
    // The spec's cache for pricing plans: fresh 5 minutes, kept 10.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
