import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { webhookWithSecretSchema, WebhookEndpoint } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';
import type { WebhookWithSecret } from './create-webhook';
import { webhooksQueryOptions } from './list-webhooks';

// POST /api/webhooks/:id/rotate-secret - a new secret, shown this once; for 24 hours messages are
// signed with the old one too; 403 a plan without webhooks, 404 when the endpoint is gone
export function rotateWebhookSecret({ id }: { id: string }): Promise<WebhookWithSecret> {
  return apiCall<typeof webhookWithSecretSchema>(`/api/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
    method: 'POST',
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  const { queryKey } = webhooksQueryOptions();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    // The answer holds the secret: gone from the mutation cache as soon as no component shows it.
    gcTime: 0,
    onSuccess: async ({ secret: _secret, ...endpoint }) => {
      // The row's secret hint changes at once.
      queryClient.setQueryData<{ items: WebhookEndpoint[] }>(queryKey, (list) =>
        list ? { items: list.items.map((item) => (item.id === endpoint.id ? endpoint : item)) } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
