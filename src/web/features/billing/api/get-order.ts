import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderSchema, Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderPollMs, shouldPoll } from '../lib/order-wait';

// GET /api/orders/:id - one order (the page opened after paying asks it until it is paid)
export function getOrder(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return apiCall<typeof orderSchema>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

/**
 * One order; while an online payment is pending it is asked again every 2 s until `pollUntil` (a
 * time in ms), after which the caller offers to look again.
 */
export function useOrder(id: string, { pollUntil = 0 }: { pollUntil?: number } = {}) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (query) => (shouldPoll(query.state.data, Date.now(), pollUntil) ? orderPollMs : false),
  });
}
