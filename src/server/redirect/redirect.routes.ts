import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandDefaults } from '../../shared/brand';
import { languageFromAcceptLanguage } from '../../shared/i18n';
import { isDatabaseUnavailable, retryAfterSeconds } from '../platform/runtime/database-unavailable';
import type { Metrics } from '../platform/runtime/metrics';
import { addressKey, type RateLimiter } from '../platform/http/rate-limit';
import type { CachedLink, LinksService } from '../modules/links';
import {
  decide,
  emptyAnswer,
  redirectCacheControl,
  type Answer,
  type Decision,
  type Pass,
  type RedirectDeps,
  type RedirectInput,
} from './decide';
import type { PasswordCookies } from './password-cookie';
import { passwordPage, type PasswordPageState } from './password-page';
import { socialPreviewPage } from './social-preview-page';
import { expiredPage, notFoundPage, unavailablePage, type PageBrand } from './unavailable-page';
import { redirectText } from './texts-id';

// The redirect: the reason Ringkas exists, so it stays small and fast. No session lookup, no body
// parsing, no database round trip on a cached hit, and the visit is handed to the ingest buffer
// after the answer, never awaited. A cached live link never gets here (serve-cached.ts answers it
// before Fastify); this route answers the rest: a code not cached yet, from the database, and the
// not-found page. The steps themselves are decide()'s.

/** What the route needs besides decide()'s. */
export interface RedirectRouteDeps extends RedirectDeps {
  links: Pick<LinksService, 'cached' | 'resolve' | 'passwordOpens'>;
  passwordCookies: PasswordCookies;
  /** Password attempts per link and client address: a guesser is stopped, a person never notices. */
  passwordLimit: RateLimiter;
  /** The last known brand (in memory; it answers while the database is away): the "try again" page's. */
  brand(): Promise<PageBrand>;
  /** Not-found answers per client address: a scanner of codes is slowed, a visitor of links is not. */
  notFoundLimit: RateLimiter;
  metrics: Pick<Metrics, 'redirect'>;
}

// GET|HEAD /:code - redirect a short link; GET|HEAD / - a custom domain's root URL;
// POST /:code - a protected link's password form
export function registerRedirectRoute(app: FastifyInstance, deps: RedirectRouteDeps): void {
  const seconds = (started: number) => (performance.now() - started) / 1000;

  /** decide(), and on a cache miss the database (which fills the cache) and decide() again. */
  async function decideResolving(
    request: FastifyRequest,
    input: RedirectInput,
    answer: Answer,
    started: number,
  ): Promise<Decision | 'unavailable'> {
    const decision = decide(input, deps, answer);
    if (!('pass' in decision) || !decision.lookup) return decision;
    const { domain, code } = decision.lookup;
    let link;
    try {
      link = await deps.links.resolve(domain, code);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The database cannot say whether the code exists: "try again", never "not found".
      request.log.warn({ err: error, code }, 'redirect: database unavailable for a code not in the cache');
      deps.metrics.redirect('unavailable', 'routed', seconds(started));
      return 'unavailable';
    }
    return decide(input, deps, answer, link);
  }

  /**
   * 3 app pages and unknown or disabled links: the web app (its not-found page); expired links
   * that name nowhere to go: the 410 page.
   */
  async function passOn(request: FastifyRequest, reply: FastifyReply, decision: Pass, started: number) {
    if (decision.expired) {
      deps.metrics.redirect('expired', 'routed', seconds(started));
      return expired(reply, deps);
    }
    // Only not-found answers count against the address's limit, so links that work are never slowed.
    if (decision.notFound) {
      const verdict = await deps.notFoundLimit.hit(addressKey(request.ip));
      if (!verdict.allowed) {
        deps.metrics.redirect('rate_limited', 'routed', seconds(started));
        return tooManyNotFound(reply, verdict.retryAfterSeconds);
      }
      deps.metrics.redirect('not_found', 'routed', seconds(started));
      // A custom domain's bare root: the web app would draw this site's home page there.
      const { url } = request;
      if (url === '/' || url.startsWith('/?')) return rootNotFound(reply, deps);
    }
    return toWebApp(reply);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const { method, url, hostname: host, ip, headers } = request;
    const answer = emptyAnswer();
    const decision = await decideResolving(request, { method, url, host, ip, headers }, answer, started);
    if (decision === 'unavailable') return unavailable(reply, deps);
    if ('pass' in decision) {
      if (decision.locked) {
        deps.metrics.redirect('password', 'routed', seconds(started));
        return askPassword(reply, deps, 'ask', headers.referer ?? null);
      }
      if (decision.preview) {
        deps.metrics.redirect('preview', 'routed', seconds(started));
        return previewForCrawler(reply, decision.preview);
      }
      return passOn(request, reply, decision, started);
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

  // The password form's answer, decided as the GET it stands in for: attempts limited per link and
  // address before the (slow) hash is asked; a right one gives the link's cookie, records the
  // click with the referrer the visitor first came with, and sends them on (303: a GET follows).
  async function unlock(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const { url, hostname: host, ip } = request;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const referrer = pageReferrer(form.get('ref'));
    const headers = { ...request.headers, referer: referrer ?? undefined };
    const input: RedirectInput = { method: 'GET', url, host, ip, headers };
    const answer = emptyAnswer();
    let decision = await decideResolving(request, input, answer, started);
    if (decision === 'unavailable') return unavailable(reply, deps);
    if ('pass' in decision && decision.locked) {
      const { link, stamp, code } = decision.locked;
      deps.metrics.redirect('password', 'routed', seconds(started));
      const verdict = await deps.passwordLimit.hit(`${link.id}:${addressKey(ip)}`);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return askPassword(reply, deps, 'limited', referrer, Math.ceil(verdict.retryAfterSeconds / 60));
      }
      const password = form.get('password') ?? '';
      let right: boolean;
      try {
        right =
          password.length > 0 &&
          password.length <= 1_024 &&
          (await deps.links.passwordOpens(link.id, password));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return unavailable(reply, deps);
      }
      if (!right) return askPassword(reply, deps, 'wrong', referrer);
      input.unlocked = link.id;
      decision = decide(input, deps, answer, link);
      if (!('pass' in decision)) {
        const secure = request.protocol === 'https';
        reply.header(
          'set-cookie',
          deps.passwordCookies.issue(link.id, stamp, code, deps.now(), secure).header,
        );
      }
    }
    if ('pass' in decision) return passOn(request, reply, decision, started);
    // A cookie that already opened it, or the right password.
    reply.code(303).header('location', decision.location).header('cache-control', 'no-store').send();
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
  // The form is the only body the redirect reads: a parser of its own, in a scope of its own.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.route({
      method: 'POST',
      url: '/:code',
      helmet: false,
      // The password is what it acts on, never a session: a visitor with cookies of the link's
      // domain (a custom domain's own site's) posts from the page's own origin.
      config: { ownPageForm: true },
      handler: unlock,
    });
  });
}

/** The referrer the password page passes on: an http(s) URL of a sane length, else none. */
function pageReferrer(value: string | null | undefined): string | null {
  return value && value.length <= 2_048 && /^https?:\/\//i.test(value) ? value : null;
}

/**
 * The password page's own policy: nothing loads but its inline style, and its form may be sent on
 * to any web destination (Chromium applies form-action to the redirect after the post too, and the
 * app's 'self' would stop the visitor at the link's own origin).
 */
const passwordPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'";

/**
 * 401: the password page for a browser, a line of text for anything else (an API client, a
 * crawler that does not ask for HTML); neither says where the link goes. Never cached.
 */
async function askPassword(
  reply: FastifyReply,
  deps: RedirectRouteDeps,
  state: PasswordPageState,
  referrer: string | null,
  retryAfterMinutes?: number,
) {
  const request = reply.request;
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  reply.helmet();
  reply
    .header('content-security-policy', passwordPagePolicy)
    .code(state === 'limited' ? 429 : 401)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept, Accept-Language');
  if (!(request.headers.accept ?? '').includes('text/html')) {
    return reply
      .type('text/plain; charset=utf-8')
      .send(`${redirectText.say(language, 'This link is protected by a password.')}\n`);
  }
  const brand = await deps.brand().catch(() => brandDefaults);
  return reply.type('text/html; charset=utf-8').send(
    passwordPage(brand, language, {
      action: request.url,
      state,
      referrer: pageReferrer(referrer),
      retryAfterMinutes,
    }),
  );
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

/** A social crawler's page: the link's preview tags, pointing at its destination. Not a visit. */
function previewForCrawler(reply: FastifyReply, link: CachedLink) {
  const request = reply.request;
  const preview = link.socialPreview!;
  const path = request.url.split('?')[0]!;
  reply.helmet();
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(
      socialPreviewPage({
        title: preview.title,
        description: preview.description,
        imageUrl: preview.imageUrl,
        shortUrl: `${request.protocol}://${request.host}${path}`,
        destination: link.destinationUrl,
      }),
    );
}

/** The "expired" page: a known link, so no not-found limit; asked again each time (it may be renewed). */
async function expired(reply: FastifyReply, deps: RedirectRouteDeps) {
  const brand = await deps.brand().catch(() => brandDefaults);
  reply.helmet();
  return reply
    .code(410)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(expiredPage(brand, languageFromAcceptLanguage(reply.request.headers['accept-language'])));
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
