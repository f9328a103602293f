import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ordersQueryOptions, withOrder } from './list-orders';

// POST /api/orders/:id/cancel - a pending order -> cancelled; 409 once it is no longer pending
export function cancelOrder({ id }: { id: string }): Promise<Order> {
  return apiCall(orderSchema, `/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { queryKey: listKey } = ordersQueryOptions();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      queryClient.setQueryData<Order[]>(listKey, (list) => withOrder(list, order));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    // A 409 means the order moved on meanwhile (paid, expired): show what it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: orderQueryOptions(id).queryKey }),
  });
}
