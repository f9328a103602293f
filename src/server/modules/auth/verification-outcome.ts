// better-auth's GET /verify-email redirects to the callback the same way whether it has just
// verified the address or found it verified already, and adds ?error= only on a refusal. The web
// page must tell these apart, so the redirect gets ?status=verified or ?status=already_verified.
// afterEmailVerification runs only when the address is verified now, with the request it serves.

const verifiedNow = new WeakSet<Request>();

/** Called from better-auth's afterEmailVerification with the request being handled. */
export function noteVerifiedNow(request: Request | undefined): void {
  if (request) verifiedNow.add(request);
}

/** The Location to send for a /verify-email redirect: the callback with the outcome added. */
export function withVerificationOutcome(request: Request, location: string): string {
  const url = new URL(location, request.url);
  if (url.searchParams.has('error')) return location;
  url.searchParams.set('status', verifiedNow.has(request) ? 'verified' : 'already_verified');
  // Same-origin callbacks stay relative, as better-auth sent them.
  return url.origin === new URL(request.url).origin && !/^https?:/i.test(location)
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}
