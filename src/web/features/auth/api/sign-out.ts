import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authCall, authClient } from '../../../lib/auth-client';
import { forgetAccount } from '../../../lib/queries/account-cache';

// The spec: sign-out ignores these answers; each means there is no session left to end.
const alreadySignedOut = new Set([401, 403, 404]);

// POST /api/auth/sign-out - end this browser's session
export async function signOut(): Promise<void> {
  try {
    await authCall(() => authClient.signOut());
  } catch (error) {
    if (error instanceof AuthError && alreadySignedOut.has(error.status)) return;
    throw error;
  }
}

/**
 * Signs out, forgets the account's cached data and runs `leave` (which opens /login). The route
 * guard still mounted meanwhile sees the 401 and knows the sign-out was chosen, so it cannot
 * race `leave` to /login?redirect=<this page>.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      forgetAccount(queryClient, { onPurpose: true });
      await leave();
    },
  });
}
