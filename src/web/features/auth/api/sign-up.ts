import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

// POST /api/auth/sign-up/email - create an account; the new user is signed in. The verification
// email's link lands on /auth/callback.
export async function signUp(input: SignUpInput): Promise<void> {
  await authCall(() => authClient.signUp.email({ ...input, callbackURL: '/auth/callback' }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => accountChanged(queryClient),
  });
}
