import { gatewaySettingsSchema, type GatewayInput, type GatewaySettings } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';
import { gatewaySettingsQueryOptions } from './get-gateway-settings';
import { useReplacingMutation } from '../../../lib/queries/replacing-mutation';

// PUT /api/admin/payment-gateway - gatewayInput (a key left out is kept) -> settings; 400 names each
// invalid field (`midtrans.server_key`, `bank_transfer.accounts.0.bank`)
export async function updateGatewaySettings(body: GatewayInput): Promise<GatewaySettings> {
  return gatewaySettingsSchema.parse(
    await apiFetch<unknown>('/api/admin/payment-gateway', { method: 'PUT', body }),
  );
}

export function useUpdateGatewaySettings() {
  return useReplacingMutation(updateGatewaySettings, gatewaySettingsQueryOptions().queryKey);
}
