import { sameSitePath } from '../../../../shared/same-site-path';

export const defaultSignedInPath = '/dashboard';

// Pages that would send a signed-in visitor straight back here (a redirect loop).
const authPages = new Set(['/login', '/register']);

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else the
 * dashboard. Anything else (an absolute URL, a protocol-relative `//host`, `/\host`, which browsers
 * read as `//host`) could send a fresh session to another site, so it is ignored.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  const path = sameSitePath(value);
  if (!path || authPages.has(path.split(/[?#]/)[0]!)) return defaultSignedInPath;
  return path;
}

/**
 * An auth page's path carrying the visitor's `redirect` along (login to register and back), so the
 * way back survives the detour. A missing or unsafe value, or one that only names the default, is
 * dropped.
 */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  if (!redirect) return path;
  const target = safeRedirectTarget(redirect);
  return target === defaultSignedInPath ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
