import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { currentLanguage } from './language';

/**
 * The better-auth client for /api/auth (cookie sessions). Calls answer `{ data, error }`; use
 * `authCall` to get the data or one AuthError, as apiFetch does for our own API.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  // No twoFactorPage: the sign-in form shows its own 2FA step when an answer says twoFactorRedirect.
  plugins: [twoFactorClient(), emailOTPClient()],
  fetchOptions: {
    // better-auth captures `fetch` when the client is created; look it up per call instead, so the
    // network boundary can be replaced after this module loads (component tests stub it).
    // Every call also says which language the page shows, so the server's own sentences (a rate
    // limit, a refused password) come in it.
    customFetchImpl: (input, init) => fetch(input, withLanguage(init)),
  },
});

function withLanguage(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  return { ...init, headers };
}

export { AuthError, authCall } from './auth-call';
