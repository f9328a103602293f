import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { linkSchema, CreateLink, Link } from '../../../../shared/links';
import { apiCall } from '../../../lib/api-client';
import { linkQueryOptions } from '../../../lib/queries/link';
import { linkListsKey } from '../../../lib/queries/links';
import { refreshLinkCounts } from '../../../lib/queries/tags-folders-mutation';
import { isPlanRefusal } from '../lib/plan-refusal';

// POST /api/links - create a short link
export function createLink(input: CreateLink): Promise<Link> {
  return apiCall<typeof linkSchema>('/api/links', { method: 'POST', body: input });
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSuccess: async (link) => {
      queryClient.setQueryData(linkQueryOptions(link.id).queryKey, link);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkListsKey }),
        refreshLinkCounts(queryClient),
      ]);
    },
    // A refusal at the limit may mean links were made elsewhere: the page's usage count refreshes.
    onError: async (error) => {
      if (isPlanRefusal(error)) await queryClient.invalidateQueries({ queryKey: linkListsKey });
    },
  });
}
