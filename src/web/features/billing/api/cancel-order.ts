import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderSchema, Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { storeChangedOrder } from './list-orders';

// POST /api/orders/:id/cancel - a pending order -> cancelled; 409 once it is no longer pending
export function cancelOrder({ id }: { id: string }): Promise<Order> {
  return apiCall<typeof orderSchema>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    // A 409 means the order moved on meanwhile (paid, expired): show what it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: orderQueryOptions(id).queryKey }),
  });
}
