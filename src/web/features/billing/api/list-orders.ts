import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { orderListSchema, Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';

// GET /api/orders - the signed-in user's orders, newest first
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'list'],
    queryFn: async ({ signal }) => (await apiCall<typeof orderListSchema>('/api/orders', { signal })).items,
  });
}

/** `enabled` false: not asked (a workspace's orders are its owners' to see). */
export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}

/** One order's new state written into the cached list, so its row changes at once. */
export function withOrder(list: Order[] | undefined, order: Order): Order[] | undefined {
  return list?.map((item) => (item.id === order.id ? order : item));
}

/** An order a change answered with: its own page and the list show it at once, then the list is read again. */
export async function storeChangedOrder(queryClient: QueryClient, order: Order): Promise<void> {
  const { queryKey: listKey } = ordersQueryOptions();
  queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
  queryClient.setQueryData<Order[]>(listKey, (list) => withOrder(list, order));
  await queryClient.invalidateQueries({ queryKey: listKey });
}
