import { queryOptions, useQuery } from '@tanstack/react-query';
import type { apiKeyListSchema } from '../../../../shared/api-keys';
import { apiCall } from '../../../lib/api-client';

// GET /api/api-keys - the account's keys that are not revoked, newest first, and how many it may hold
export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: ['api-keys', 'list'],
    queryFn: ({ signal }) => apiCall<typeof apiKeyListSchema>('/api/api-keys', { signal }),
    // "Last used" moves whenever a script uses a key: show the current state whenever the page opens.
    staleTime: 0,
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
