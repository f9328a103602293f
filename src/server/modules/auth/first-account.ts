import type { Accounts } from './accounts.repo';
import type { Auth } from './auth';

// New accounts confirm their email before they can sign in (ADR 0021), so a sign-up answers
// without a session, for a new email and a taken one alike. The one exception is the first account
// of an empty install, the one made admin: it is the operator's, made before any mail may be set
// up, so auth.ts marks it confirmed as it is made and it is signed in here at once.

/** The sign-up's answer, with a session added when it made the install's first account. */
export async function signInFirstAccount(
  auth: Auth,
  accounts: Pick<Accounts, 'flags'>,
  request: Request,
  response: Response,
  body: { email: string; password: string },
): Promise<Response> {
  // Signed in already: REQUIRE_EMAIL_VERIFICATION=false signs every new account in.
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return response;
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  const id = answer?.user?.id;
  // Only the first account is confirmed the moment it is made; a taken email's answer has a
  // made-up id that names no account.
  if (typeof id !== 'string' || !(await accounts.flags(id))?.emailVerified) return response;
  const signedIn = await auth.api.signInEmail({
    body: { email: body.email, password: body.password },
    headers: request.headers,
    asResponse: true,
  });
  if (signedIn.status !== 200) return response;
  const { token } = (await signedIn.json()) as { token: string };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  for (const cookie of signedIn.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify({ ...answer, token }), { status: 200, headers });
}
