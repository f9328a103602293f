import { queryOptions, useQuery } from '@tanstack/react-query';
import type { customDomainListSchema, CustomDomain, CustomDomainList } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';

// GET /api/domains - the account's custom domains with the records to create, and the plan's limit
/** While a domain waits for its records, the background check may prove it: look again this often. */
const pendingRefreshMs = 60_000;

export function domainsQueryOptions() {
  return queryOptions({
    queryKey: ['domains', 'list'],
    queryFn: ({ signal }) => apiCall<typeof customDomainListSchema>('/api/domains', { signal }),
    // The spec's prefetch timing for the domains page.
    staleTime: 300_000,
    refetchInterval: (query) =>
      query.state.data?.domains.some((domain) => domain.status === 'pending') ? pendingRefreshMs : false,
  });
}

export function useDomains() {
  return useQuery(domainsQueryOptions());
}

/** One domain's new state, written into the cached list so its row changes at once. */
export function withDomain(list: CustomDomainList | undefined, domain: CustomDomain) {
  if (!list) return list;
  return { ...list, domains: list.domains.map((item) => (item.id === domain.id ? domain : item)) };
}
