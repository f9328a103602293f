import { sameSitePath } from '../../../shared/same-site-path';

// better-auth's GET /verify-email redirects to the callback the same way whether it has just
// verified the address or found it verified already, and adds ?error= only on a refusal. The web
// page must tell these apart, so the redirect gets ?status=verified or ?status=already_verified.
// afterEmailVerification runs only when the address is verified now, with the request it serves.
//
// The callback may carry ?redirect=, the page to open once confirmed (a checkout chosen before
// registering). The link is in an email anyone can edit, so it is kept only as a path on this site.

/** Where a confirmation link lands: the web's page that says what happened. */
const confirmationCallbackPath = '/auth/callback';

const verifiedNow = new WeakSet<Request>();

/** Called from better-auth's afterEmailVerification with the request being handled. */
export function noteVerifiedNow(request: Request | undefined): void {
  if (request) verifiedNow.add(request);
}

/**
 * The callbackURL a confirmation email is sent with: /auth/callback, with the asked-for one's
 * `redirect` when that is a path on this site. Any other callback asked for is not followed.
 */
export function confirmationCallback(requested: unknown): string {
  if (typeof requested !== 'string' || sameSitePath(requested) === null) return confirmationCallbackPath;
  const url = new URL(requested, 'https://ringkas.invalid');
  const next =
    url.pathname === confirmationCallbackPath ? sameSitePath(url.searchParams.get('redirect')) : null;
  return next ? `${confirmationCallbackPath}?redirect=${encodeURIComponent(next)}` : confirmationCallbackPath;
}

/**
 * The Location to send for a /verify-email redirect: the callback with the outcome added, and its
 * `redirect` only when that is a path on this site.
 */
export function withVerificationOutcome(request: Request, location: string): string {
  const url = new URL(location, request.url);
  if (url.searchParams.has('redirect')) {
    const next = sameSitePath(url.searchParams.get('redirect'));
    if (next) url.searchParams.set('redirect', next);
    else url.searchParams.delete('redirect');
  }
  if (!url.searchParams.has('error')) {
    url.searchParams.set('status', verifiedNow.has(request) ? 'verified' : 'already_verified');
  }
  // Same-origin callbacks stay relative, as better-auth sent them.
  return url.origin === new URL(request.url).origin && !/^https?:/i.test(location)
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}
