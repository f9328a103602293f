import { queryOptions, useQuery } from '@tanstack/react-query';
import type { receiptSchema, Receipt } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

// GET /api/orders/:id/receipt - a paid order's receipt (404 before it is paid)
export function getReceipt(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Receipt> {
  return apiCall<typeof receiptSchema>(`/api/orders/${encodeURIComponent(id)}/receipt`, { signal });
}

export function receiptQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', 'receipt', id],
    queryFn: ({ signal }) => getReceipt(id, { signal }),
    // A receipt never changes once the order is paid.
    staleTime: Infinity,
  });
}

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
