import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { linkSchema, Link, LinkList, UpdateLink } from '../../../../shared/links';
import { apiCall } from '../../../lib/api-client';
import { linkQueryOptions } from '../../../lib/queries/link';
import { linkListsKey } from '../../../lib/queries/links';
import { refreshLinkCounts } from '../../../lib/queries/tags-folders-mutation';

// PATCH /api/links/:id - change destination, alias, title, expiry, active, options
export function updateLink({ id, changes }: { id: string; changes: UpdateLink }): Promise<Link> {
  return apiCall<typeof linkSchema>(`/api/links/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLink,
    onSuccess: async (link) => {
      queryClient.setQueryData(linkQueryOptions(link.id).queryKey, link);
      // The row changes at once on every cached page that shows it; the refetch then settles order
      // and counts.
      queryClient.setQueriesData<LinkList>({ queryKey: linkListsKey }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === link.id ? link : item)) } : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkListsKey }),
        refreshLinkCounts(queryClient),
      ]);
    },
  });
}
