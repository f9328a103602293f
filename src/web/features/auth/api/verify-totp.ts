import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from './account-cache';
import { meQueryOptions } from './get-me';

export interface VerifyTotpInput {
  code: string;
  /** Skip the second factor on this browser for a while. */
  trustDevice?: boolean;
}

// POST /api/auth/two-factor/verify-totp - the authenticator code: completes a sign-in that asked for
// a second factor, or, right after two-factor/enable, confirms the enrolment.
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

/**
 * Confirming enrolment: two-factor is now on. The account is refreshed in place (not reset), so the
 * page showing the backup codes stays where it is.
 */
export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => verifyTotp(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
