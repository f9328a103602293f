import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/api-keys';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysQueryOptions } from './list-api-keys';

// DELETE /api/api-keys/:id - revoke a key: it stops working at once; 404 when it is not the account's
export async function revokeApiKey({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeysQueryOptions();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async (_, { id }) => {
      queryClient.setQueryData<ApiKeyList>(queryKey, (list) =>
        list ? { ...list, items: list.items.filter((key) => key.id !== id) } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A 404 means it was revoked already (another tab): the list is out of date either way.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
