import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '../../../../shared/webhooks';
import { apiFetch } from '../../../lib/api-client';
import { webhooksQueryOptions } from './list-webhooks';

// DELETE /api/webhooks/:id - the endpoint and its delivery log; 404 when it is gone already
export async function deleteWebhook({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  const { queryKey } = webhooksQueryOptions();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: async (_, { id }) => {
      queryClient.setQueryData<{ items: WebhookEndpoint[] }>(queryKey, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
