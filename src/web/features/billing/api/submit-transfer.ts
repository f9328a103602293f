import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order, type TransferDetails } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ordersQueryOptions, withOrder } from './list-orders';

// POST /api/orders/:id/transfer - the bank transfer's details -> order (awaiting an admin's
// approval); 400 names each invalid field
export function submitTransfer({ id, details }: { id: string; details: TransferDetails }): Promise<Order> {
  return apiCall(orderSchema, `/api/orders/${encodeURIComponent(id)}/transfer`, {
    method: 'POST',
    body: details,
  });
}

export function useSubmitTransfer() {
  const queryClient = useQueryClient();
  const { queryKey: listKey } = ordersQueryOptions();
  return useMutation({
    mutationFn: submitTransfer,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      queryClient.setQueryData<Order[]>(listKey, (list) => withOrder(list, order));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
