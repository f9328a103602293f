import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkSchema, type CreateLink, type Link } from '../../../../shared/links';
import { apiFetch } from '../../../lib/api-client';
import { linkQueryOptions } from './get-link';
import { linkListsKey } from './list-links';

// POST /api/links - create a short link
export async function createLink(input: CreateLink): Promise<Link> {
  return linkSchema.parse(await apiFetch<unknown>('/api/links', { method: 'POST', body: input }));
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSuccess: async (link) => {
      queryClient.setQueryData(linkQueryOptions(link.id).queryKey, link);
      await queryClient.invalidateQueries({ queryKey: linkListsKey });
    },
  });
}
