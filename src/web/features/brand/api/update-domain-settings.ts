import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { domainSettingsSchema, DomainSettings, DomainSettingsUpdate } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';
import { shortDomainsQueryOptions } from '../../../lib/queries/short-domains';
import { domainSettingsQueryOptions } from './get-domain-settings';

// PUT /api/admin/domain-settings - base_domain and/or other_domain (empty: none) -> both; 400 names
// each invalid one
export function updateDomainSettings(body: DomainSettingsUpdate): Promise<DomainSettings> {
  return apiCall<typeof domainSettingsSchema>('/api/admin/domain-settings', { method: 'PUT', body });
}

export function useUpdateDomainSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDomainSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(domainSettingsQueryOptions().queryKey, settings);
      // The domains a new link may use start with these.
      await queryClient.invalidateQueries({ queryKey: shortDomainsQueryOptions().queryKey });
    },
  });
}
