import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/auth/revoke-session - sign one session out
export async function revokeSession({ token }: { token: string }): Promise<void> {
  await authCall(() => authClient.revokeSession({ token }));
}

export function useRevokeSession() {
  return useInvalidatingMutation(revokeSession, sessionsQueryOptions().queryKey);
}
