import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { webhookEndpointSchema, UpdateWebhook, WebhookEndpoint } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhooksQueryOptions } from './list-webhooks';

// PATCH /api/webhooks/:id - { url?, events?, description?, enabled? } -> the endpoint; turning it off
// needs no plan, anything else does (403); turned on again, its failures start over; 404 when it
// is gone
export function updateWebhook({ id, ...body }: UpdateWebhook & { id: string }): Promise<WebhookEndpoint> {
  return apiCall<typeof webhookEndpointSchema>(`/api/webhooks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  const { queryKey } = webhooksQueryOptions();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: async (endpoint) => {
      queryClient.setQueryData<{ items: WebhookEndpoint[] }>(queryKey, (list) =>
        list ? { items: list.items.map((item) => (item.id === endpoint.id ? endpoint : item)) } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A 404 means another tab deleted it: the list is out of date either way.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
