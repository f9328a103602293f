import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { linkQueryOptions } from '../../../lib/queries/link';
import { linkListsKey } from '../../../lib/queries/links';
import { refreshLinkCounts } from '../../../lib/queries/tags-folders-mutation';

// DELETE /api/links/:id - delete a link and its clicks
export async function deleteLink({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: async (_, { id }) => {
      queryClient.removeQueries({ queryKey: linkQueryOptions(id).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkListsKey }),
        refreshLinkCounts(queryClient),
      ]);
    },
  });
}
