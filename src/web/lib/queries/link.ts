// One link has one owner below the features, like the list: the links pages write it and /cloaking reads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { linkSchema, Link } from '../../../shared/links';
import { apiCall } from '../api-client';

// GET /api/links/:id - one of the signed-in user's links; 404 for anyone else's
export function getLink(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Link> {
  return apiCall<typeof linkSchema>(`/api/links/${encodeURIComponent(id)}`, { signal });
}

export function linkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['links', 'detail', id],
    queryFn: ({ signal }) => getLink(id, { signal }),
    staleTime: 30_000,
  });
}

export function useLink(id: string) {
  return useQuery(linkQueryOptions(id));
}
