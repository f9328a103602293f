import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { customDomainSchema, CustomDomain, UpdateCustomDomain } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';
import { domainsQueryOptions, withDomain } from './list-domains';

// PATCH /api/domains/:id - the root and not-found URLs (null clears); 400 names each field
export function updateDomain({
  id,
  changes,
}: {
  id: string;
  changes: UpdateCustomDomain;
}): Promise<CustomDomain> {
  return apiCall<typeof customDomainSchema>(`/api/domains/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDomain,
    onSuccess: (domain) => {
      queryClient.setQueryData(domainsQueryOptions().queryKey, (list) => withDomain(list, domain));
    },
  });
}
