import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewaySettingsSchema, type GatewaySettings } from '../../../../shared/billing';
import { apiFetch } from '../../../lib/api-client';

// GET /api/admin/payment-gateway - Midtrans and bank transfer settings; the keys only as masks
export async function getGatewaySettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<GatewaySettings> {
  return gatewaySettingsSchema.parse(await apiFetch<unknown>('/api/admin/payment-gateway', { signal }));
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
