import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey } from './list-deliveries';

// POST /api/webhooks/:id/test - 202: a webhook.test message queued for this endpoint alone, its
// delivery in the log; 400 names enabled when the endpoint is off, 403 a plan without webhooks,
// 404 when the endpoint is gone
export async function sendTestEvent({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST' });
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
