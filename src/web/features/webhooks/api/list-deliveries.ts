import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deliveryListSchema, DeliveryOutcome } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';
import { pollInterval } from '../lib/deliveries';

export type DeliveryList = z.infer<typeof deliveryListSchema>;
export type DeliveryPages = InfiniteData<DeliveryList, number>;

export interface DeliveryFilters {
  event?: string | undefined;
  outcome?: DeliveryOutcome | undefined;
}

// GET /api/webhooks/:id/deliveries?event=&outcome=&page= - one endpoint's log (30 days), newest
// first, 50 a page; 404 when the endpoint is gone
export function listDeliveries(
  endpointId: string,
  { event, outcome, page }: DeliveryFilters & { page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryList> {
  const query = new URLSearchParams();
  if (event) query.set('event', event);
  if (outcome) query.set('outcome', outcome);
  if (page > 1) query.set('page', String(page));
  const search = query.size > 0 ? `?${query}` : '';
  return apiCall<typeof deliveryListSchema>(
    `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries${search}`,
    {
      signal,
    },
  );
}

/** Every filtered log of one endpoint lives under this key (a test event or a resend adds to them). */
export const deliveriesKey = (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const;

export function deliveriesQueryOptions(endpointId: string, filters: DeliveryFilters = {}) {
  const { event, outcome } = filters;
  return infiniteQueryOptions({
    queryKey: [...deliveriesKey(endpointId), { event: event ?? null, outcome: outcome ?? null }],
    queryFn: ({ pageParam, signal }) =>
      listDeliveries(endpointId, { event, outcome, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    // While a delivery is about to be tried, so that its outcome shows without a reload.
    refetchInterval: (query) =>
      pollInterval(query.state.data?.pages.flatMap((page) => page.items) ?? [], Date.now()),
  });
}

export function useDeliveries(endpointId: string, filters: DeliveryFilters) {
  return useInfiniteQuery(deliveriesQueryOptions(endpointId, filters));
}
