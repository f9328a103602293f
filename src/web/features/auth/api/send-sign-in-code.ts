import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/email-otp/send-verification-otp - email a one-time sign-in code. The answer is the
// same whether or not the address has an account.
export async function sendSignInCode({ email }: { email: string }): Promise<void> {
  await authCall(() => authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
