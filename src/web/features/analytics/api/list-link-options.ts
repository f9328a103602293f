import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { linkListSchema, type LinkList } from '../../../../shared/links';
import { apiFetch } from '../../../lib/api-client';

// GET /api/links?page=1&q= - the first 50 of the user's links (or of a search), for the link picker
export async function listLinkOptions(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkList> {
  const query = new URLSearchParams({ page: '1' });
  if (q) query.set('q', q);
  return linkListSchema.parse(await apiFetch<unknown>(`/api/links?${query}`, { signal }));
}

export function linkOptionsQueryOptions(q: string) {
  const normalised = { page: 1, q: q.trim() };
  return queryOptions({
    // The links list's own key for page 1: the picker shares its cache, and creating, editing or
    // deleting a link (which invalidates ['links', 'list']) refreshes the picker too.
    queryKey: ['links', 'list', normalised],
    queryFn: ({ signal }) => listLinkOptions(normalised.q, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useLinkOptions(q: string) {
  return useQuery(linkOptionsQueryOptions(q));
}
