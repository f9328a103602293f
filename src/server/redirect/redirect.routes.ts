import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reservedPaths } from '../../shared/paths';
import { shouldRecordVisit, type ClickIngest } from '../modules/analytics';
import type { CachedLink, LinksService } from '../modules/links';
import { evaluate } from './evaluate';

// The redirect: the reason Ringkas exists, so it stays small and fast. No session lookup, no body
// parsing, no database round trip on a cached hit, and the visit is handed to the ingest buffer
// after the answer, never awaited.

export interface RedirectDeps {
  links: LinksService;
  ingest: ClickIngest;
  resolveHost: (hostname: string) => string;
  now: () => number;
  /** Read a country from a proxy header (only when the operator trusts the proxy). */
  countryHeader: string | null;
}

/** The web app's answer (app page, or the not-found page) with the security headers it needs. */
function toWebApp(reply: FastifyReply) {
  reply.helmet();
  return reply.callNotFound();
}

function isLive(link: CachedLink | null, now: number): link is CachedLink {
  return link !== null && link.isActive && (link.expiresAt === null || link.expiresAt > now);
}

export function registerRedirect(app: FastifyInstance, deps: RedirectDeps): void {
  async function handle(request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) {
    const { code } = request.params;
    // App pages (/login, /dashboard, ...) are not short links: the web app answers them.
    if (reservedPaths.has(code)) return toWebApp(reply);

    // 1 host -> short domain
    const domain = deps.resolveHost(request.hostname);
    // 2 resolve from the cache (the database only on a miss)
    const link = await deps.links.resolve(domain, code);
    // 3 unknown, disabled or expired -> the not-found page
    if (!isLive(link, deps.now())) return toWebApp(reply);

    // 4 pick the destination
    const queryIndex = request.url.indexOf('?');
    const query = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);
    const destination = evaluate(link, query);
    const location = link.preview ? `/safe-redirect?link=${link.id}` : destination;

    // 5 answer
    reply.code(302).header('location', location).header('cache-control', 'private, max-age=0').send();

    // 6 hand the visit to the ingest buffer
    if (shouldRecordVisit(request)) {
      const header = deps.countryHeader ? request.headers[deps.countryHeader] : undefined;
      deps.ingest.record({
        linkId: link.id,
        at: new Date(),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
        countryHint: typeof header === 'string' && /^[A-Z]{2}$/.test(header) ? header : null,
        destination,
      });
    }
    return reply;
  }

  app.route<{ Params: { code: string } }>({
    method: ['GET', 'HEAD'],
    url: '/:code',
    // An empty 302 needs neither compression nor a content security policy (helmet rebuilds its
    // headers per response: measured at 5% of the redirect's CPU). toWebApp adds them back.
    compress: false,
    helmet: false,
    handler: handle,
  });
}
