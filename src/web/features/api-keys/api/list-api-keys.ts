import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKeyList } from '../../../../shared/api-keys';
import { apiFetch } from '../../../lib/api-client';

// GET /api/api-keys - the account's keys that are not revoked, newest first, and how many it may hold
export async function listApiKeys({ signal }: { signal?: AbortSignal } = {}): Promise<ApiKeyList> {
  return apiKeyListSchema.parse(await apiFetch<unknown>('/api/api-keys', { signal }));
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: ['api-keys', 'list'],
    queryFn: ({ signal }) => listApiKeys({ signal }),
    // "Last used" moves whenever a script uses a key: show the current state whenever the page opens.
    staleTime: 0,
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
