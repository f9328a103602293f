import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema, type Order } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

// GET /api/orders - the signed-in user's orders, newest first
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'list'],
    queryFn: async ({ signal }) => (await apiCall(orderListSchema, '/api/orders', { signal })).items,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

/** One order's new state written into the cached list, so its row changes at once. */
export function withOrder(list: Order[] | undefined, order: Order): Order[] | undefined {
  return list?.map((item) => (item.id === order.id ? order : item));
}
