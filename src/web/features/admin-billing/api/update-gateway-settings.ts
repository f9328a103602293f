import type { gatewaySettingsSchema, GatewayInput, GatewaySettings } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';
import { gatewaySettingsQueryOptions } from './get-gateway-settings';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';

// PUT /api/admin/payment-gateway - gatewayInput (a key left out is kept) -> settings; 400 names each
// invalid field (`midtrans.server_key`, `bank_transfer.accounts.0.bank`)
export async function updateGatewaySettings(body: GatewayInput): Promise<GatewaySettings> {
  return await apiCall<typeof gatewaySettingsSchema>('/api/admin/payment-gateway', { method: 'PUT', body });
}

export function useUpdateGatewaySettings() {
  return useReplacingMutation(updateGatewaySettings, gatewaySettingsQueryOptions().queryKey);
}
