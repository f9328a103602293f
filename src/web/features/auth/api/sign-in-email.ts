import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';
import { toSignInOutcome, type SignInOutcome } from './sign-in-outcome';

export interface PasswordCredentials {
  email: string;
  password: string;
}

// POST /api/auth/sign-in/email - sign in with email and password
export async function signInWithPassword(credentials: PasswordCredentials): Promise<SignInOutcome> {
  return toSignInOutcome(await authCall(() => authClient.signIn.email(credentials)));
}

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in') await accountChanged(queryClient);
    },
  });
}
