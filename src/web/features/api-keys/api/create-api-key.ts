import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  createdApiKeySchema,
  ApiKeyList,
  CreateApiKeyInput,
  CreatedApiKey,
} from '../../../../shared/api-keys';
import { apiCall } from '../../../lib/api-client';
import { apiKeysQueryOptions } from './list-api-keys';

// POST /api/api-keys - 201 with the key itself, this once; 400 names name/scopes/expires_at,
// 409 limit_reached when the account holds as many keys as it may
export function createApiKey(body: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiCall<typeof createdApiKeySchema>('/api/api-keys', { method: 'POST', body });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeysQueryOptions();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the secret: gone from the mutation cache as soon as no component shows it.
    gcTime: 0,
    onSuccess: async ({ key: _secret, ...created }) => {
      // The new row shows at once (without its secret); the refetch then settles the list.
      queryClient.setQueryData<ApiKeyList>(queryKey, (list) =>
        list ? { ...list, items: [created, ...list.items] } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A refusal for the limit means the cached list is out of date (another tab made keys).
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
