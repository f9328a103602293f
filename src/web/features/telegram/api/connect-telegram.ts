import { useMutation } from '@tanstack/react-query';
import type { connectLinkSchema, ConnectLink } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// POST /api/telegram/connect - a one-time token (15 minutes, single use) as the bot's deep link
// (/start <token>) and as the command to send in a group (/link <token>)
export function connectTelegram(): Promise<ConnectLink> {
  return apiCall<typeof connectLinkSchema>('/api/telegram/connect', { method: 'POST' });
}

export function useConnectTelegram() {
  return useMutation({ mutationFn: connectTelegram });
}
