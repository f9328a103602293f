import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { linkListsKey } from '../../../lib/queries/links';
import { domainsQueryOptions } from './list-domains';

// POST /api/domains/:id/move-links - put the domain's links on another of the account's domains;
// 400 or 409 (codes already used there) name to_domain
export async function moveDomainLinks({ id, toDomain }: { id: string; toDomain: string }) {
  return apiFetch<{ moved: number }>(`/api/domains/${encodeURIComponent(id)}/move-links`, {
    method: 'POST',
    body: { to_domain: toDomain },
  });
}

export function useMoveDomainLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDomainLinks,
    onSuccess: async () => {
      // Link counts on this page, and the links' addresses everywhere they are listed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: domainsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: linkListsKey }),
      ]);
    },
  });
}
