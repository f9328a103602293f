import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { linkPreviewSchema } from '../../../../shared/links';
import { ApiError, apiCall } from '../../../lib/api-client';

export type LinkPreview = z.infer<typeof linkPreviewSchema>;

// GET /api/safe-redirect/:id - where a link goes, for the interstitial (public); 404 when the link
// is unknown, disabled or expired
export function getLinkPreview(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<LinkPreview> {
  return apiCall<typeof linkPreviewSchema>(`/api/safe-redirect/${encodeURIComponent(id)}`, { signal });
}

export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function linkPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['link-preview', id],
    queryFn: ({ signal }) => getLinkPreview(id, { signal }),
    // The server answers no-store: a link disabled a moment ago must not be offered from cache.
    staleTime: 0,
    // A missing link stays missing; asking again would only delay the message.
    retry: (failures, error) => !isLinkGone(error) && failures < 2,
  });
}

export function useLinkPreview(id: string) {
  return useQuery(linkPreviewQueryOptions(id));
}
