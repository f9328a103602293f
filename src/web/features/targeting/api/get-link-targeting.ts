import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkTargeting } from '../../../../shared/targeting';
import { apiFetch } from '../../../lib/api-client';

// GET /api/links/:id/targeting - one link's rules, rotator and fallback; 404 for anyone else's link
export async function getLinkTargeting(
  linkId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkTargeting> {
  return apiFetch<LinkTargeting>(`/api/links/${encodeURIComponent(linkId)}/targeting`, { signal });
}

export function linkTargetingQueryOptions(linkId: string) {
  return queryOptions({
    queryKey: ['targeting', 'link', linkId],
    queryFn: ({ signal }) => getLinkTargeting(linkId, { signal }),
    // The editor starts from what the server holds; a refetch behind the user's back would not
    // replace a draft anyway, so there is no point in refreshing while it is open.
    staleTime: 60_000,
  });
}

export function useLinkTargeting(linkId: string) {
  return useQuery(linkTargetingQueryOptions(linkId));
}
