import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';
import { toSignInOutcome, type SignInOutcome } from './sign-in-outcome';

// POST /api/auth/sign-in/email-otp - sign in with the emailed one-time code
export async function signInWithCode({ email, otp }: { email: string; otp: string }): Promise<SignInOutcome> {
  return toSignInOutcome(await authCall(() => authClient.signIn.emailOtp({ email, otp })));
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in') await accountChanged(queryClient);
    },
  });
}
