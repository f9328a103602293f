import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/queries/me';

// POST /api/auth/two-factor/disable - turn two-factor off (asks for the password)
export async function disableTwoFactor({ password }: { password: string }): Promise<void> {
  await authCall(() => authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
