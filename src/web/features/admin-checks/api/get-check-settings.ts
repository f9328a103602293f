import { queryOptions, useQuery } from '@tanstack/react-query';
import type { blockSettingsSchema } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/check-settings - the filtering resolvers asked and the answers that mean "blocked"
export function checkSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-checks', 'settings'],
    queryFn: ({ signal }) => apiCall<typeof blockSettingsSchema>('/api/admin/check-settings', { signal }),
  });
}

export function useCheckSettings() {
  return useQuery(checkSettingsQueryOptions());
}
