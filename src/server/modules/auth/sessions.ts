import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  sessionId: string;
}

/** Reads and verifies the session of a request (database lookup on every call: no stale grants). */
export function createSessionReader(auth: Auth) {
  return async function readSession(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
    const result = await auth.api.getSession({
      headers: fromNodeHeaders(headers),
      query: { disableCookieCache: true },
    });
    if (!result) return null;
    return {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      emailVerified: result.user.emailVerified,
      twoFactorEnabled: Boolean((result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      sessionId: result.session.id,
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
