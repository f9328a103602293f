import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingMethodsSchema, type BillingMethods } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';

// GET /api/billing/methods - which payment methods checkout offers now
export async function getBillingMethods({ signal }: { signal?: AbortSignal } = {}): Promise<BillingMethods> {
  return billingMethodsSchema.parse(await apiFetch<unknown>('/api/billing/methods', { signal }));
}

export function billingMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'methods'],
    queryFn: ({ signal }) => getBillingMethods({ signal }),
    // The admin may switch a method on or off at any time: ask afresh each checkout.
    staleTime: 0,
  });
}

export function useBillingMethods() {
  return useQuery(billingMethodsQueryOptions());
}
