import { queryOptions, useQuery } from '@tanstack/react-query';
import { panelSchema, type Panel } from '../../../../shared/panel';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/panel - the Admin Panel's cards: each registered card's figures (admin only)
export async function getPanel({ signal }: { signal?: AbortSignal } = {}): Promise<Panel> {
  return panelSchema.parse(await apiFetch<unknown>('/api/admin/panel', { signal }));
}

export function panelQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'panel'],
    queryFn: ({ signal }) => getPanel({ signal }),
    // Counts move slowly; a minute old is fresh enough, and coming back to the page reads again.
    staleTime: 60_000,
  });
}

export function usePanel() {
  return useQuery(panelQueryOptions());
}
