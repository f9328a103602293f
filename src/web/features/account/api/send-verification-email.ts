import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/send-verification-email - email a new verification link, landing on /auth/callback
export async function sendVerificationEmail({ email }: { email: string }): Promise<void> {
  await authCall(() => authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
