import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { linkSchema, Link } from '../../../../shared/links';
import { apiCall } from '../../../lib/api-client';
import { linkQueryOptions } from '../../../lib/queries/link';
import { linkListsKey } from '../../../lib/queries/links';
import { refreshLinkCounts } from '../../../lib/queries/tags-folders-mutation';

// POST /api/links/:id/duplicate - 201 with a copy under a new code: its destination, rules, tags,
// folder and settings; 403 when the plan's limit is reached
export function duplicateLink({ id }: { id: string }): Promise<Link> {
  return apiCall<typeof linkSchema>(`/api/links/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

export function useDuplicateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateLink,
    onSuccess: async (copy) => {
      queryClient.setQueryData(linkQueryOptions(copy.id).queryKey, copy);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkListsKey }),
        refreshLinkCounts(queryClient),
      ]);
    },
  });
}
