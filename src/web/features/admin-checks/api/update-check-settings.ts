import type { blockSettingsSchema, BlockSettings } from '../../../../shared/checks';
import { apiCall } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';
import { checkSettingsQueryOptions } from './get-check-settings';

// PUT /api/admin/check-settings - replace the resolvers and signatures -> the settings as stored;
// 400 names each invalid field (`resolvers.2.address`, `signatures.block_ips.0`)
export function updateCheckSettings(body: BlockSettings): Promise<BlockSettings> {
  return apiCall<typeof blockSettingsSchema>('/api/admin/check-settings', { method: 'PUT', body });
}

export function useUpdateCheckSettings() {
  return useReplacingMutation(updateCheckSettings, checkSettingsQueryOptions().queryKey);
}
