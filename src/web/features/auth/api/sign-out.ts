import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authCall } from '../../../lib/auth-call';
import { forgetAccount } from '../../../lib/queries/account-cache';

// The spec: sign-out ignores these answers; each means there is no session left to end.
const alreadySignedOut = new Set([401, 403, 404]);

// POST /api/auth/sign-out - end this browser's session
export async function signOut(): Promise<void> {
  // The auth client (better-auth) is downloaded on the way out: the sidebar's button is in every
  // signed-in page's first load, the client is needed only once it is pressed. Offline, it reads
  // as the call itself would have.
  const { authClient } = await import('../../../lib/auth-client').catch(() => {
    throw new AuthError(0, 'network_error', 'Unable to reach the server.', false);
  });
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
