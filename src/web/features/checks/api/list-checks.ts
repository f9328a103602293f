import { queryOptions, useQuery } from '@tanstack/react-query';
import type { watchedDomainListSchema, WatchedDomain, WatchedDomainList } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';

// GET /api/checks - the watched domains with their last check, the plan's limits and the pause switch
/** A check may finish in the background (its schedule, another tab): look again this often (the spec's poll). */
export const checksRefreshMs = 30_000;

export function checksQueryOptions() {
  return queryOptions({
    queryKey: ['checks', 'list'],
    queryFn: ({ signal }) => apiCall<typeof watchedDomainListSchema>('/api/checks', { signal }),
    staleTime: checksRefreshMs,
    refetchInterval: checksRefreshMs,
  });
}

export function useChecks() {
  return useQuery(checksQueryOptions());
}

/** One domain's new state, written into the cached list so its row changes at once. */
export function withWatched(list: WatchedDomainList | undefined, domain: WatchedDomain) {
  if (!list) return list;
  return { ...list, domains: list.domains.map((item) => (item.id === domain.id ? domain : item)) };
}
