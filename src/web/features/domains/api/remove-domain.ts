import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainList } from '../../../../shared/domains';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { shortDomainsQueryOptions } from '../../../lib/queries/short-domains';
import { domainsQueryOptions } from './list-domains';

// DELETE /api/domains/:id - refused (409, fields.links naming the count) while links use the domain
export async function removeDomain({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/domains/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** How many links keep a domain from being removed, when that is why the server refused. */
export function linksInTheWay(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const count = Number(error.fields.links);
  return Number.isInteger(count) && count > 0 ? count : null;
}

export function useRemoveDomain() {
  const queryClient = useQueryClient();
  const { queryKey } = domainsQueryOptions();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: async (_, { id }) => {
      queryClient.setQueryData<CustomDomainList>(queryKey, (list) =>
        list
          ? { ...list, domains: list.domains.filter((domain) => domain.id !== id), used: list.used - 1 }
          : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: shortDomainsQueryOptions().queryKey }),
      ]);
    },
  });
}
