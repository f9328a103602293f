import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandDefaults } from '../../shared/brand';
import { languageFromAcceptLanguage } from '../../shared/i18n';
import { isDatabaseUnavailable, retryAfterSeconds } from '../platform/runtime/database-unavailable';
import type { Metrics } from '../platform/runtime/metrics';
import { addressKey, type RateLimiter } from '../platform/http/rate-limit';
import { decide, emptyAnswer, redirectCacheControl, type RedirectDeps } from './decide';
import { notFoundPage, unavailablePage, type PageBrand } from './unavailable-page';
import { redirectText } from './texts-id';

// The redirect: the reason Ringkas exists, so it stays small and fast. No session lookup, no body
// parsing, no database round trip on a cached hit, and the visit is handed to the ingest buffer
// after the answer, never awaited. A cached live link never gets here (serve-cached.ts answers it
// before Fastify); this route answers the rest: a code not cached yet, from the database, and the
// not-found page. The steps themselves are decide()'s.

/** What the route needs besides decide()'s. */
export interface RedirectRouteDeps extends RedirectDeps {
  /** The last known brand (in memory; it answers while the database is away): the "try again" page's. */
  brand(): Promise<PageBrand>;
  /** Not-found answers per client address: a scanner of codes is slowed, a visitor of links is not. */
  notFoundLimit: RateLimiter;
  metrics: Pick<Metrics, 'redirect'>;
}

// GET|HEAD /:code - redirect a short link; GET|HEAD / - a custom domain's root URL
export function registerRedirectRoute(app: FastifyInstance, deps: RedirectRouteDeps): void {
  const seconds = (started: number) => (performance.now() - started) / 1000;

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const { method, url, hostname: host, ip, headers } = request;
    const input = { method, url, host, ip, headers };
    const answer = emptyAnswer();
    let decision = decide(input, deps, answer);
    // 2 on a cache miss: the database (which fills the cache), and the same steps with its answer
    if ('pass' in decision && decision.lookup) {
      const { domain, code } = decision.lookup;
      let link;
      try {
        link = await deps.links.resolve(domain, code);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The database cannot say whether the code exists: "try again", never "not found".
        request.log.warn({ err: error, code }, 'redirect: database unavailable for a code not in the cache');
        deps.metrics.redirect('unavailable', 'routed', seconds(started));
        return unavailable(reply, deps);
      }
      decision = decide(input, deps, answer, link);
    }
    // 3 app pages and unknown, disabled or expired links: the web app (its not-found page). Only
    // not-found answers count against the address's limit, so links that work are never slowed.
    if ('pass' in decision) {
      if (decision.notFound) {
        const verdict = await deps.notFoundLimit.hit(addressKey(ip));
        if (!verdict.allowed) {
          deps.metrics.redirect('rate_limited', 'routed', seconds(started));
          return tooManyNotFound(reply, verdict.retryAfterSeconds);
        }
        deps.metrics.redirect('not_found', 'routed', seconds(started));
        // A custom domain's bare root: the web app would draw this site's home page there.
        if (url === '/' || url.startsWith('/?')) return rootNotFound(reply, deps);
      }
      return toWebApp(reply);
    }
    reply
      .code(decision.status)
      .header('location', decision.location)
      .header('cache-control', redirectCacheControl)
      .send();
    deps.metrics.redirect('redirect', 'routed', seconds(started));
    if (decision.visit) deps.ingest.record(decision.visit);
    return reply;
  }

  // The bare root too: a custom domain's root URL (decide() leaves every other host's to the web app).
  // Compressed as the web app's pages are (it serves this site's home page); helmet as below.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    helmet: false,
    handler: handle,
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:code',
    // An empty 302 needs neither compression nor a content security policy (helmet rebuilds its
    // headers per response: measured at 5% of the redirect's CPU). toWebApp adds them back.
    compress: false,
    helmet: false,
    handler: handle,
  });
}

/** "Ask again later": never cached, with the security headers the 302 goes without. */
function tryLater(reply: FastifyReply, status: 429 | 503, waitSeconds: number, type: string, body: string) {
  reply.helmet();
  return reply
    .code(status)
    .header('retry-after', String(waitSeconds))
    .header('cache-control', 'no-store')
    .type(`${type}; charset=utf-8`)
    .send(body);
}

async function unavailable(reply: FastifyReply, deps: RedirectRouteDeps) {
  const brand = await deps.brand().catch(() => brandDefaults);
  const language = languageFromAcceptLanguage(reply.request.headers['accept-language']);
  reply.header('vary', 'Accept-Language');
  return tryLater(
    reply,
    503,
    retryAfterSeconds,
    'text/html',
    unavailablePage(brand, retryAfterSeconds, language),
  );
}

async function rootNotFound(reply: FastifyReply, deps: RedirectRouteDeps) {
  const brand = await deps.brand().catch(() => brandDefaults);
  reply.helmet();
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(notFoundPage(brand, languageFromAcceptLanguage(reply.request.headers['accept-language'])));
}

/** A client that asked for too many unknown codes: plain text, as cheap to send as the 404. */
function tooManyNotFound(reply: FastifyReply, waitSeconds: number) {
  const language = languageFromAcceptLanguage(reply.request.headers['accept-language']);
  const text = `${redirectText.say(language, 'Too many requests for links that do not exist. Try again in {seconds} s.', { seconds: waitSeconds })}\n`;
  reply.header('vary', 'Accept-Language');
  return tryLater(reply, 429, waitSeconds, 'text/plain', text);
}

/** The web app's answer (app page, or the not-found page) with the security headers it needs. */
function toWebApp(reply: FastifyReply) {
  reply.helmet();
  return reply.callNotFound();
}
