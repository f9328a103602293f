import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/queries/me';

// POST /api/auth/two-factor/verify-totp - right after two-factor/enable, the first authenticator
// code confirms the enrolment
export async function confirmTotpEnrolment({ code }: { code: string }): Promise<void> {
  await authCall(() => authClient.twoFactor.verifyTotp({ code }));
}

/**
 * Two-factor is now on. The account is refreshed in place (not reset), so the page showing the
 * backup codes stays where it is.
 */
export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
