import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

// POST /api/auth/change-password - change the password, optionally signing out every other session
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await authCall(() => authClient.changePassword(input));
}

export function useChangePassword() {
  return useInvalidatingMutation(changePassword, sessionsQueryOptions().queryKey);
}
