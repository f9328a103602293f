import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { forgetAccount } from '../../../lib/queries/account-cache';

// POST /api/auth/revoke-sessions - sign out everywhere, this browser included
export async function revokeSessions(): Promise<void> {
  await authCall(() => authClient.revokeSessions());
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSuccess: () => forgetAccount(queryClient),
  });
}
