import { useMutation } from '@tanstack/react-query';
import { connectLinkSchema, type ConnectLink } from '../../../../shared/telegram';
import { apiFetch } from '../../../lib/api-client';

// POST /api/telegram/connect - a one-time token (15 minutes, single use) as the bot's deep link
// (/start <token>) and as the command to send in a group (/link <token>)
export async function connectTelegram(): Promise<ConnectLink> {
  return connectLinkSchema.parse(await apiFetch<unknown>('/api/telegram/connect', { method: 'POST' }));
}

export function useConnectTelegram() {
  return useMutation({ mutationFn: connectTelegram });
}
