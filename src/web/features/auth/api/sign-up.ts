import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';
import { meQueryOptions } from '../../../lib/queries/me';
import { withRedirect } from '../lib/safe-redirect';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** The page to open once signed in, carried through the confirmation link (a chosen checkout). */
  redirectTo?: string;
}

export interface SignUpResult {
  /** Whether the answer left a session: not where the install requires email verification first. */
  signedIn: boolean;
}

// POST /api/auth/sign-up/email - create an account; the new user is signed in unless the install
// requires email verification. The verification email's link lands on /auth/callback, which then
// opens `redirectTo` (the server keeps it only as a path on this site).
export async function signUp({ redirectTo, ...input }: SignUpInput): Promise<void> {
  await authCall(() =>
    authClient.signUp.email({ ...input, callbackURL: withRedirect('/auth/callback', redirectTo) }),
  );
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SignUpResult> => {
      await signUp(input);
      await accountChanged(queryClient);
      // The session itself says whether we are signed in: the answer's token cannot (a sign-up for
      // a taken email is answered with a made-up one, so as not to tell who has an account).
      const signedIn = await queryClient.ensureQueryData(meQueryOptions()).then(
        () => true,
        () => false,
      );
      return { signedIn };
    },
  });
}
