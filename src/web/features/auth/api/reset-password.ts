import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/reset-password - set a new password with the token from the emailed link
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await authCall(() => authClient.resetPassword(input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
