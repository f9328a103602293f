import { queryOptions, useQuery } from '@tanstack/react-query';
import type { billingMethodsSchema } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

// GET /api/billing/methods - which payment methods checkout offers now
export function billingMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'methods'],
    queryFn: ({ signal }) => apiCall<typeof billingMethodsSchema>('/api/billing/methods', { signal }),
    // The admin may switch a method on or off at any time: ask afresh each checkout.
    staleTime: 0,
  });
}

export function useBillingMethods() {
  return useQuery(billingMethodsQueryOptions());
}
