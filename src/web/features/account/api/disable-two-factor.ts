import { authCall, authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/queries/me';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/auth/two-factor/disable - turn two-factor off (asks for the password)
export async function disableTwoFactor({ password }: { password: string }): Promise<void> {
  await authCall(() => authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  return useInvalidatingMutation(disableTwoFactor, meQueryOptions().queryKey);
}
