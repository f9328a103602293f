import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/request-password-reset - email a reset link that lands on /reset-password?token=...
// The answer is the same whether or not the address has an account.
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  await authCall(() => authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
