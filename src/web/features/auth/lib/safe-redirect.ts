export const defaultSignedInPath = '/dashboard';

// Pages that would send a signed-in visitor straight back here (a redirect loop).
const authPages = new Set(['/login', '/register']);

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else the
 * dashboard. Anything else (an absolute URL, a protocol-relative `//host`, `/\host`, which browsers
 * read as `//host`) could send a fresh session to another site, so it is ignored.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return defaultSignedInPath;
  }
  // Control characters and whitespace have no business in a path and can confuse URL parsers.
  if (
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char))
  ) {
    return defaultSignedInPath;
  }
  const base = 'https://ringkas.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return defaultSignedInPath;
  }
  if (url.origin !== base || authPages.has(url.pathname)) return defaultSignedInPath;
  return `${url.pathname}${url.search}${url.hash}`;
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
