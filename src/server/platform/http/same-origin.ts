import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error';

// CSRF: a request that changes state and carries cookies must come from one of the app's own
// origins. The browser attaches the session cookie to a cross-site request too (SameSite=Lax only
// spares it for some), so the cookie alone never proves that the user asked; `Origin` (else
// `Referer`) says which page did. Any cookie counts, not only the session's: the platform does not
// know the auth module's cookie names, no other cookie is ours, and better-auth draws the same line.
// A request without cookies (an API client with its own credentials, a first sign-in) has no
// ambient authority to abuse and is left to its route (better-auth checks sign-in's Origin itself).

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A form that posts back to the page it is on, on any of the site's hosts (a protected link's
     * password page, custom domains included): its own origin counts as trusted too. Only for a
     * route that acts on what the form holds, never on the session.
     */
    ownPageForm?: boolean;
  }
}

/** The origin a header names, or null when it names none (absent, `null`, not a URL). */
function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where the request says it came from, or why it says nothing usable. A browser nulls `Origin` on
 * a same-origin form post under `Referrer-Policy: no-referrer` (the header helmet sends); then
 * `Sec-Fetch-Site: same-origin`, which no page can set, vouches that it came from the origin it
 * was sent to, which must itself be ours (as better-auth decides).
 */
function claimedOrigin(request: FastifyRequest): { origin: string } | { missing: string } {
  const origin = request.headers.origin;
  if (origin === 'null') {
    const sameOrigin = request.headers['sec-fetch-site'] === 'same-origin';
    const target = sameOrigin ? originOf(`${request.protocol}://${request.host}`) : null;
    return target ? { origin: target } : { missing: 'its Origin is "null"' };
  }
  if (origin) return { origin: originOf(origin) ?? origin };
  const referer = request.headers.referer;
  if (referer === undefined) return { missing: 'it has neither an Origin nor a Referer header' };
  const fromReferer = originOf(referer);
  return fromReferer ? { origin: fromReferer } : { missing: 'its Referer is not a URL' };
}

/**
 * Refuses (403) every state-changing request with cookies whose origin is not one of
 * `trustedOrigins`, before its body is read. Covers every path, /api/auth's included.
 */
export function requireSameOrigin(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  const own = [...trusted].join(', ');
  // A callback hook, not an async one: every request that reaches Fastify passes here, and most
  // (redirects, reads) leave at the first test without a promise made for them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || !request.headers.cookie) return done();
    const claim = claimedOrigin(request);
    if ('origin' in claim && trusted.has(claim.origin)) return done();
    if (
      'origin' in claim &&
      request.routeOptions.config.ownPageForm === true &&
      claim.origin === originOf(`${request.protocol}://${request.host}`)
    )
      return done();
    const why = 'origin' in claim ? `it comes from ${claim.origin}` : claim.missing;
    done(
      forbidden(
        `This request would change data with your session, but ${why}, not from this app's own pages ` +
          `(${own}). Make the change in the app itself; an operator who serves the app under another ` +
          'address lists it in APP_ORIGINS.',
      ),
    );
  });
}
