import { queryOptions, useQuery } from '@tanstack/react-query';
import type { domainSettingsSchema } from '../../../../shared/domains';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/domain-settings - the short domains every user may use: base_domain (the default
// for new links) and other_domain (admin)
export function domainSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'domain-settings'],
    queryFn: ({ signal }) => apiCall<typeof domainSettingsSchema>('/api/admin/domain-settings', { signal }),
  });
}

export function useDomainSettings() {
  return useQuery(domainSettingsQueryOptions());
}
