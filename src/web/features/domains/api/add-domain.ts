import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { customDomainSchema, CustomDomain, CustomDomainList } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';
import { domainsQueryOptions } from './list-domains';

// POST /api/domains - add one (pending until proven); 400/409 name the hostname, 403 the plan's limit
export function addDomain({ hostname }: { hostname: string }): Promise<CustomDomain> {
  return apiCall<typeof customDomainSchema>('/api/domains', { method: 'POST', body: { hostname } });
}

export function useAddDomain() {
  const queryClient = useQueryClient();
  const { queryKey } = domainsQueryOptions();
  return useMutation({
    mutationFn: addDomain,
    onSuccess: async (added) => {
      // The new row shows at once; the refetch then settles the order and the count.
      queryClient.setQueryData<CustomDomainList>(queryKey, (list) =>
        list ? { ...list, domains: [...list.domains, added], used: list.used + 1 } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // A refusal for the limit means the cached count is out of date (another tab, a plan change).
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
