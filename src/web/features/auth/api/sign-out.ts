import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authCall, authClient } from '../../../lib/auth-client';
import { forgetAccount } from './account-cache';

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
 * Signs out, runs `leave` (which navigates away from the signed-in pages) and only then forgets
 * the account's cached data: forgetting first would let the still-mounted route guard re-ask the
 * server, get a 401 and redirect to /login?redirect=<this page> on its own.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave();
      forgetAccount(queryClient);
    },
  });
}
