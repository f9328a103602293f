import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { customDomainSchema, CustomDomain } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';
import { shortDomainsQueryOptions } from '../../../lib/queries/short-domains';
import { domainsQueryOptions, withDomain } from './list-domains';

// POST /api/domains/:id/verify - "Verify now": look up the TXT record at once; the domain as it is after
export function verifyDomain({ id }: { id: string }): Promise<CustomDomain> {
  return apiCall<typeof customDomainSchema>(`/api/domains/${encodeURIComponent(id)}/verify`, {
    method: 'POST',
  });
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: async (domain) => {
      queryClient.setQueryData(domainsQueryOptions().queryKey, (list) => withDomain(list, domain));
      // A verified domain is one links may use now (or no longer, when it failed).
      await queryClient.invalidateQueries({ queryKey: shortDomainsQueryOptions().queryKey });
    },
  });
}
