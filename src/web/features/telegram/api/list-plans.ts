import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { planSchema, type Plan } from '../../../../shared/plans';
import { apiFetch } from '../../../lib/api-client';

// GET /api/plans - the plans on sale (public), here for the announcements' audience. No other page
// of the web app reads the list yet; when billing brings its own query, the route can pass that
// one's names instead and this file goes.
export async function listPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  return z.array(planSchema).parse(await apiFetch<unknown>('/api/plans', { signal }));
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => listPlans({ signal }),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
