import { authCall, authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/queries/me';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

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
  return useInvalidatingMutation(confirmTotpEnrolment, meQueryOptions().queryKey);
}
