import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainSettingsSchema, type DomainSettings } from '../../../../shared/domains';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/domain-settings - the short domains every user may use: base_domain (the default
// for new links) and other_domain (admin)
export async function getDomainSettings({ signal }: { signal?: AbortSignal } = {}): Promise<DomainSettings> {
  return domainSettingsSchema.parse(await apiFetch<unknown>('/api/admin/domain-settings', { signal }));
}

export function domainSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'domain-settings'],
    queryFn: ({ signal }) => getDomainSettings({ signal }),
  });
}

export function useDomainSettings() {
  return useQuery(domainSettingsQueryOptions());
}
