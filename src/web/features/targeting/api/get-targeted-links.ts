import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TargetedLinkList } from '../../../../shared/targeting';
import { apiFetch } from '../../../lib/api-client';

/** Every page of /cloaking's list; saving a link's targeting invalidates under this prefix. */
export const targetedListsKey = ['targeting', 'list'] as const;

// GET /api/targeting?page=N - the signed-in user's links that have targeting, summed up
export async function getTargetedLinks(
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TargetedLinkList> {
  return apiFetch<TargetedLinkList>(`/api/targeting?${new URLSearchParams({ page: String(page) })}`, {
    signal,
  });
}

export function targetedLinksQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...targetedListsKey, { page }],
    queryFn: ({ signal }) => getTargetedLinks(page, { signal }),
    staleTime: 30_000,
    // Paging keeps the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTargetedLinks(page: number) {
  return useQuery(targetedLinksQueryOptions(page));
}
