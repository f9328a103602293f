import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { withRedirect } from '../lib/safe-redirect';

// POST /api/auth/send-verification-email - signed out: a new confirmation link to an address that
// has an unconfirmed account, landing on /auth/callback (then on `redirectTo`, as a sign-up's). The
// answer is the same for any address (nothing is sent to an unknown or confirmed one), so the page
// can say nothing more either.
export async function resendConfirmation({
  email,
  redirectTo,
}: {
  email: string;
  redirectTo?: string;
}): Promise<void> {
  await authCall(() =>
    authClient.sendVerificationEmail({ email, callbackURL: withRedirect('/auth/callback', redirectTo) }),
  );
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
