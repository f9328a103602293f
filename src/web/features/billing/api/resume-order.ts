import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderSchema, Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';

// POST /api/orders/:id/resume - a pending Snap order: a fresh Snap token and redirect_url -> order
export function resumeOrder({ id }: { id: string }): Promise<Order> {
  return apiCall<typeof orderSchema>(`/api/orders/${encodeURIComponent(id)}/resume`, { method: 'POST' });
}

export function useResumeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeOrder,
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order),
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: orderQueryOptions(id).queryKey }),
  });
}
