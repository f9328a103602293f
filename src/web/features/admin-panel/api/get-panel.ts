import { queryOptions, useQuery } from '@tanstack/react-query';
import type { panelSchema } from '../../../../shared/panel';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/panel - the Admin Panel's cards: each registered card's figures (admin only)
export function panelQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'panel'],
    queryFn: ({ signal }) => apiCall<typeof panelSchema>('/api/admin/panel', { signal }),
    // Counts move slowly; a minute old is fresh enough, and coming back to the page reads again.
    staleTime: 60_000,
  });
}

export function usePanel() {
  return useQuery(panelQueryOptions());
}
