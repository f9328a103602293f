import { useMutation } from '@tanstack/react-query';
import { AuthError, authCall, authClient } from '../../../lib/auth-client';

export interface TwoFactorEnrolment {
  /** otpauth:// URI holding the secret, for the QR code. */
  totpURI: string;
  backupCodes: string[];
}

// POST /api/auth/two-factor/enable - start enrolment; two-factor is on only once verify-totp
// accepts the first code from the app
export async function enableTwoFactor({ password }: { password: string }): Promise<TwoFactorEnrolment> {
  const data = await authCall(() => authClient.twoFactor.enable({ password }));
  // Enrolment by emailed code (method 'otp') is not offered here; only the authenticator app.
  if (!data || !('totpURI' in data)) {
    throw new AuthError(200, 'unexpected_response', 'The server did not send an authenticator key.', false);
  }
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
