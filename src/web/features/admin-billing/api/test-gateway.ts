import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { gatewayTestResultSchema, gatewayTestSchema } from '../../../../shared/billing';
import { apiCall } from '../../../lib/api-client';

export type GatewayTestResult = z.infer<typeof gatewayTestResultSchema>;

// POST /api/admin/payment-gateway/test - { server_key? }: asks Midtrans with the typed key, else the
// stored one -> { ok, environment }; a refusal carries Midtrans's reason as its message
export async function testGateway(body: z.infer<typeof gatewayTestSchema>): Promise<GatewayTestResult> {
  return await apiCall<typeof gatewayTestResultSchema>('/api/admin/payment-gateway/test', {
    method: 'POST',
    body,
  });
}

export function useTestGateway() {
  return useMutation({ mutationFn: testGateway });
}
