import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderSchema, CreateOrder, Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ordersQueryOptions } from './list-orders';

// POST /api/orders - buy a plan: 201 order (midtrans: its redirect_url; bank transfer: where to pay);
// 400 names plan or method, 403/409 say why the plan cannot be bought now
export function createOrder(input: CreateOrder): Promise<Order> {
  return apiCall<typeof orderSchema>('/api/orders', { method: 'POST', body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (order) => {
      // The payments page opens this order next: it shows at once, without a second request.
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
    },
  });
}
