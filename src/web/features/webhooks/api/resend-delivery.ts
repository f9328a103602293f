import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deliverySchema, Delivery } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';
import { deliveriesKey } from './list-deliveries';

// POST /api/webhooks/deliveries/:id/resend - the same message (same webhook-id) again, as a new
// delivery at the top of the log; 400 names enabled when the endpoint is off, 403 a plan without
// webhooks, 404 when the delivery or its endpoint is gone
export function resendDelivery({ id }: { id: string; endpointId: string }): Promise<Delivery> {
  return apiCall<typeof deliverySchema>(`/api/webhooks/deliveries/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });
}

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: (_, { endpointId }) => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
