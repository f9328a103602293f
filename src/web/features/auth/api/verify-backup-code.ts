import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { accountChanged } from '../../../lib/queries/account-cache';

// POST /api/auth/two-factor/verify-backup-code - complete a sign-in with a one-use backup code
export async function verifyBackupCode({ code }: { code: string }): Promise<void> {
  await authCall(() => authClient.twoFactor.verifyBackupCode({ code }));
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBackupCode,
    onSuccess: () => accountChanged(queryClient),
  });
}
