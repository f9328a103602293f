import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';
import { withOrder, type AdminOrderPages } from '../lib/orders';
import { adminOrdersKey } from './list-admin-orders';

// POST /api/admin/orders/:id/approve - a manual transfer the admin has seen arrive: paid -> the order
export async function approveOrder({ id }: { id: string }): Promise<Order> {
  const answer = await apiFetch<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
  return orderSchema.parse(answer);
}

export function useApproveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrder,
    onSuccess: async (order) => {
      // The row changes at once; the refetch then moves it out of a list filtered by state.
      queryClient.setQueriesData<AdminOrderPages>({ queryKey: adminOrdersKey }, (pages) =>
        withOrder(pages, order),
      );
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
