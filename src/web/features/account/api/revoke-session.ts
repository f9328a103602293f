import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

// POST /api/auth/revoke-session - sign one session out
export async function revokeSession({ token }: { token: string }): Promise<void> {
  await authCall(() => authClient.revokeSession({ token }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
