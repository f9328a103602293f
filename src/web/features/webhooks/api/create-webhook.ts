import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { webhookWithSecretSchema, CreateWebhook, WebhookEndpoint } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhooksQueryOptions } from './list-webhooks';

export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

// POST /api/webhooks - { url, events, description? } -> 201 the endpoint with its secret, shown this
// once; 400 names url (not https, a private address) or events, 403 a plan without webhooks (naming
// the plans that have them), 409 the workspace's endpoints are all used
export function createWebhook(body: CreateWebhook): Promise<WebhookWithSecret> {
  return apiCall<typeof webhookWithSecretSchema>('/api/webhooks', { method: 'POST', body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  const { queryKey } = webhooksQueryOptions();
  return useMutation({
    mutationFn: createWebhook,
    // The answer holds the secret: gone from the mutation cache as soon as no component shows it.
    gcTime: 0,
    onSuccess: async ({ secret: _secret, ...created }) => {
      // The new row shows at once (without its secret); the refetch then settles the list.
      queryClient.setQueryData<{ items: WebhookEndpoint[] }>(queryKey, (list) =>
        list ? { items: [...list.items, created] } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A refusal for the limit or the plan means the cached list may be out of date (another tab).
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
