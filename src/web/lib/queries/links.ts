import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { linkListSchema, type LinkList } from '../../../shared/links';
import { apiCall } from '../api-client';

// The links list has one owner, below the features: the links pages list and invalidate it, and
// the analytics link picker reads the same entries, so a link created, edited or deleted shows in
// both.

export interface ListLinksParams {
  /** 1-based. */
  page: number;
  /** Searches code, destination, alias, domain and title; empty means every link. */
  q: string;
}

// GET /api/links?page=&q= - the signed-in user's links, newest first, 50 a page
export function listLinks(
  { page, q }: ListLinksParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkList> {
  const query = new URLSearchParams({ page: String(page) });
  if (q.trim()) query.set('q', q.trim());
  return apiCall(linkListSchema, `/api/links?${query}`, { signal });
}

/** Every page and search of the list; mutations invalidate under this prefix. */
export const linkListsKey = ['links', 'list'] as const;

export function listLinksQueryOptions(params: ListLinksParams) {
  const normalised = { page: params.page, q: params.q.trim() };
  return queryOptions({
    queryKey: [...linkListsKey, normalised],
    queryFn: ({ signal }) => listLinks(normalised, { signal }),
    // The spec's shortlink timings: fresh 30 s, kept 5 min (2 retries is the app default). A stale
    // list refetches on mount (not the spec's "never"), so click counts and a link made elsewhere
    // show on return.
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    // Paging and searching keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useLinks(params: ListLinksParams) {
  return useQuery(listLinksQueryOptions(params));
}
