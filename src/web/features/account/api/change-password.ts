import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
