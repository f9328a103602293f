import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  paletteLinkLimit,
  type searchLinksResultSchema,
  type SearchLinksResult,
} from '../../../../shared/search';
import { apiCall } from '../../../lib/api-client';

// GET /api/search/links?q=&limit= - the palette's search over the signed-in user's own links
export function searchLinks(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchLinksResult> {
  const query = new URLSearchParams({ q: q.trim(), limit: String(paletteLinkLimit) });
  return apiCall<typeof searchLinksResultSchema>(`/api/search/links?${query}`, { signal });
}

export const searchLinksKey = ['search', 'links'] as const;

export function searchLinksQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: [...searchLinksKey, term],
    queryFn: ({ signal }) => searchLinks(term, { signal }),
    // The server refuses an empty search; the palette shows its hints instead.
    enabled: term.length > 0,
    // The spec's shortlink freshness: retyping a recent search answers from the cache.
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    // A failed search shows no links at once (the spec) rather than "Searching..." through the
    // app default's retries; the next keystroke is the retry.
    retry: false,
  });
}

/** The search's links; a failure is logged once and leaves `data` empty, never an error screen. */
export function useSearchLinks(q: string) {
  const query = useQuery(searchLinksQueryOptions(q));
  const { error } = query;
  useEffect(() => {
    // eslint-disable-next-line no-console -- the spec: "Search errors are logged and results emptied"
    if (error) console.error('Link search failed', error);
  }, [error]);
  return query;
}
