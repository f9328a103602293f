import type { adminOrderSchema, AdminOrder } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { usePagedRowMutation } from '../../../lib/queries/paged-row-mutation';
import { withOrder } from '../lib/orders';
import { adminOrdersKey } from './list-admin-orders';

// POST /api/admin/orders/:id/reject - { reason }: a manual transfer that did not arrive -> the order
// (failed; the buyer is told the reason); 400 names `reason`
export async function rejectOrder({ id, reason }: { id: string; reason: string }): Promise<AdminOrder> {
  return apiCall<typeof adminOrderSchema>(`/api/admin/orders/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectOrder() {
  return usePagedRowMutation({ mutationFn: rejectOrder, listKey: adminOrdersKey, withRow: withOrder });
}
