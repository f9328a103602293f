import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  watchedDomainListSchema,
  type WatchedDomain,
  type WatchedDomainList,
} from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';

// GET /api/checks - the watched domains with their last check, the plan's limits and the pause switch
export async function listChecks({ signal }: { signal?: AbortSignal } = {}): Promise<WatchedDomainList> {
  return watchedDomainListSchema.parse(await apiFetch<unknown>('/api/checks', { signal }));
}

/** A check may finish in the background (its schedule, another tab): look again this often (the spec's poll). */
export const checksRefreshMs = 30_000;

export function checksQueryOptions() {
  return queryOptions({
    queryKey: ['checks', 'list'],
    queryFn: async ({ signal, client, queryKey }) => {
      const list = await listChecks({ signal });
      // The server says a plan change's notice once, then null: it stays until the owner dismisses
      // it (dismissNotice), whichever page or poll happened to receive it.
      const shown = client.getQueryData<WatchedDomainList>(queryKey)?.notice ?? null;
      return list.notice === null && shown !== null ? { ...list, notice: shown } : list;
    },
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

/** The list without the notice, once the owner has read it. */
export function dismissNotice(list: WatchedDomainList | undefined) {
  return list ? { ...list, notice: null } : list;
}
