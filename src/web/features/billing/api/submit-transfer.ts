import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderSchema, Order, TransferDetails } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { storeChangedOrder } from './list-orders';

// POST /api/orders/:id/transfer - the bank transfer's details -> order (awaiting an admin's
// approval); 400 names each invalid field
export function submitTransfer({ id, details }: { id: string; details: TransferDetails }): Promise<Order> {
  return apiCall<typeof orderSchema>(`/api/orders/${encodeURIComponent(id)}/transfer`, {
    method: 'POST',
    body: details,
  });
}

export function useSubmitTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTransfer,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
