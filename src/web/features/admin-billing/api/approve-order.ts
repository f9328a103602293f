import type { adminOrderSchema, AdminOrder } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { usePagedRowMutation } from '../../../lib/queries/paged-row-mutation';
import { withOrder } from '../lib/orders';
import { adminOrdersKey } from './list-admin-orders';

// POST /api/admin/orders/:id/approve - a manual transfer the admin has seen arrive: paid -> the order
export async function approveOrder({ id }: { id: string }): Promise<AdminOrder> {
  return apiCall<typeof adminOrderSchema>(`/api/admin/orders/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
}

export function useApproveOrder() {
  return usePagedRowMutation({ mutationFn: approveOrder, listKey: adminOrdersKey, withRow: withOrder });
}
