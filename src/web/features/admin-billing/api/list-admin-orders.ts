import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { adminOrderListSchema, OrderState, PaymentMethod } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import type { AdminOrderPage } from '../lib/orders';

export interface OrderFilters {
  state?: OrderState | undefined;
  method?: PaymentMethod | undefined;
  /** Order id or buyer email, part of it. */
  q?: string | undefined;
}

// GET /api/admin/orders?state=&method=&q=&before=<cursor> - every order, newest first, a page at a
// time (admin only)
export async function listAdminOrders(
  { state, method, q, before }: OrderFilters & { before?: string | null },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrderPage> {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (method) query.set('method', method);
  if (q) query.set('q', q);
  if (before) query.set('before', before);
  const search = query.size > 0 ? `?${query}` : '';
  return await apiCall<typeof adminOrderListSchema>(`/api/admin/orders${search}`, { signal });
}

/** Every filtered list of orders lives under this key. */
export const adminOrdersKey = ['admin-billing', 'orders'] as const;

export function adminOrdersQueryOptions(filters: OrderFilters = {}) {
  const state = filters.state ?? null;
  const method = filters.method ?? null;
  const q = filters.q?.trim() || null;
  return infiniteQueryOptions({
    queryKey: [...adminOrdersKey, { state, method, q }],
    queryFn: ({ pageParam, signal }) =>
      listAdminOrders(
        { state: state ?? undefined, method: method ?? undefined, q: q ?? undefined, before: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    // null on the last page, which ends "Load more".
    getNextPageParam: (last) => last.next_cursor,
    // Payments arrive in the background (Midtrans notifications): the list is at most 30 s old.
    staleTime: 30_000,
  });
}

/** While another filter's first page loads, the list shown stays (marked busy) rather than blinking. */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}
