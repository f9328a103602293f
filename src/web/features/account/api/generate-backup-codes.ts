import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

// POST /api/auth/two-factor/generate-backup-codes - replace the backup codes (asks for the password)
export async function generateBackupCodes({ password }: { password: string }): Promise<string[]> {
  const data = await authCall(() => authClient.twoFactor.generateBackupCodes({ password }));
  return data?.backupCodes ?? [];
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
