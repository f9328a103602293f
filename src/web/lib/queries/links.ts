import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { linkListSchema, LinkList, LinkState } from '../../../shared/links';
import { apiCall } from '../api-client';

// The links list has one owner, below the features: the links pages list and invalidate it, and
// the analytics link picker reads the same entries, so a link created, edited or deleted shows in
// both.

/** What narrows the list besides the search (linkFilterSchema); each left out selects every link. */
export interface LinkListFilters {
  /** Tag ids. */
  tags?: readonly string[];
  /** Links with any of `tags`, or with all of them. */
  tagMode?: 'any' | 'all';
  /** A folder id, or 'none' for links in no folder. */
  folder?: string | null;
  domain?: string | null;
  state?: LinkState | null;
  /** ISO instants: from inclusive, to exclusive. */
  createdFrom?: string | null;
  createdTo?: string | null;
}

export interface ListLinksParams extends LinkListFilters {
  /** 1-based. */
  page: number;
  /** Searches code, destination, alias, domain and title; empty means every link. */
  q: string;
}

/**
 * The params with every empty filter left out and the search trimmed: one cache entry per list
 * however it was asked for (the first page unfiltered is /create's usage count and /shortlinks').
 */
function normalise(params: ListLinksParams): ListLinksParams {
  const tags = [...new Set(params.tags ?? [])];
  return {
    page: params.page,
    q: params.q.trim(),
    ...(tags.length > 0 ? { tags, tagMode: params.tagMode ?? 'any' } : {}),
    ...(params.folder ? { folder: params.folder } : {}),
    ...(params.domain ? { domain: params.domain } : {}),
    ...(params.state ? { state: params.state } : {}),
    ...(params.createdFrom ? { createdFrom: params.createdFrom } : {}),
    ...(params.createdTo ? { createdTo: params.createdTo } : {}),
  };
}

/** The query string of GET /api/links, in the contract's names. */
export function linksQueryString(params: ListLinksParams): URLSearchParams {
  const { page, q, tags, tagMode, folder, domain, state, createdFrom, createdTo } = normalise(params);
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  if (tags) {
    query.set('tags', tags.join(','));
    query.set('tag_mode', tagMode ?? 'any');
  }
  if (folder) query.set('folder', folder);
  if (domain) query.set('domain', domain);
  if (state) query.set('state', state);
  if (createdFrom) query.set('created_from', createdFrom);
  if (createdTo) query.set('created_to', createdTo);
  return query;
}

// GET /api/links?page=&q=&tags=&tag_mode=&folder=&domain=&state=&created_from=&created_to= - the
// workspace's links, newest first, 50 a page
export function listLinks(
  params: ListLinksParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkList> {
  return apiCall<typeof linkListSchema>(`/api/links?${linksQueryString(params)}`, { signal });
}

/** Every page, search and filter of the list; mutations invalidate under this prefix. */
export const linkListsKey = ['links', 'list'] as const;

export function listLinksQueryOptions(params: ListLinksParams) {
  const normalised = normalise(params);
  return queryOptions({
    queryKey: [...linkListsKey, normalised],
    queryFn: ({ signal }) => listLinks(normalised, { signal }),
    // The spec's shortlink timings: fresh 30 s, kept 5 min (2 retries is the app default). A stale
    // list refetches on mount (not the spec's "never"), so click counts and a link made elsewhere
    // show on return.
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    // Paging, searching and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useLinks(params: ListLinksParams) {
  return useQuery(listLinksQueryOptions(params));
}
