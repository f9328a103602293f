import { queryOptions, useQuery } from '@tanstack/react-query';
import type { tagListSchema, TagList } from '../../../shared/link-tags';
import { apiCall } from '../api-client';

// The workspace's tags have one owner below the features: the links pages pick and filter by them
// (and create one from the picker), and /shortlinks/tags manages them.

/** Every read of the tags; mutations invalidate under this prefix. */
export const tagsKey = ['tags'] as const;

// GET /api/tags - the workspace's tags with how many links carry each, by name
export function listTags({ signal }: { signal?: AbortSignal } = {}): Promise<TagList> {
  return apiCall<typeof tagListSchema>('/api/tags', { signal });
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: [...tagsKey, 'list'],
    queryFn: ({ signal }) => listTags({ signal }),
    // Pickers open often; a tag made in another tab shows within the half minute, or on return.
    staleTime: 30_000,
  });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
