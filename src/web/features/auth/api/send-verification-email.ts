import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/send-verification-email - signed out: a new confirmation link to an address that
// has an unconfirmed account, landing on /auth/callback. The answer is the same for any address
// (nothing is sent to an unknown or confirmed one), so the page can say nothing more either.
export async function resendConfirmation({ email }: { email: string }): Promise<void> {
  await authCall(() => authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' }));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
