import { queryOptions, useQuery } from '@tanstack/react-query';
import { blockSettingsSchema, type BlockSettings } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/check-settings - the filtering resolvers asked and the answers that mean "blocked"
export async function getCheckSettings({ signal }: { signal?: AbortSignal } = {}): Promise<BlockSettings> {
  return blockSettingsSchema.parse(await apiFetch<unknown>('/api/admin/check-settings', { signal }));
}

export function checkSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-checks', 'settings'],
    queryFn: ({ signal }) => getCheckSettings({ signal }),
  });
}

export function useCheckSettings() {
  return useQuery(checkSettingsQueryOptions());
}
