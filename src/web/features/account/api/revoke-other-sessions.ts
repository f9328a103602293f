import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/auth/revoke-other-sessions - sign out every session except this one
export async function revokeOtherSessions(): Promise<void> {
  await authCall(() => authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  return useInvalidatingMutation(revokeOtherSessions, sessionsQueryOptions().queryKey);
}
