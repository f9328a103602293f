import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';

export interface VerifyTotpInput {
  code: string;
  /** Skip the second factor on this browser for a while. */
  trustDevice?: boolean;
}

// POST /api/auth/two-factor/verify-totp - the authenticator code that completes a sign-in asking
// for a second factor
export async function verifyTotp(input: VerifyTotpInput): Promise<void> {
  await authCall(() => authClient.twoFactor.verifyTotp(input));
}

/** Completing a sign-in: the account is loaded afresh. */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => accountChanged(queryClient),
  });
}
