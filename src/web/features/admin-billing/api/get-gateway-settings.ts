import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gatewaySettingsSchema, GatewaySettings } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

// GET /api/admin/payment-gateway - Midtrans and bank transfer settings; the keys only as masks
export async function getGatewaySettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<GatewaySettings> {
  return await apiCall<typeof gatewaySettingsSchema>('/api/admin/payment-gateway', { signal });
}

export function gatewaySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-billing', 'gateway'],
    queryFn: ({ signal }) => getGatewaySettings({ signal }),
  });
}

export function useGatewaySettings() {
  return useQuery(gatewaySettingsQueryOptions());
}
