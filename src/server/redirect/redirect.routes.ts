import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aliasPattern } from '../../shared/links';
import { reservedPaths } from '../../shared/paths';
import { shouldRecordVisit, type ClickIngest } from '../modules/analytics';
import type { CachedLink, LinksService } from '../modules/links';
import { countryCodePattern } from '../platform/geoip';
import { evaluate } from './evaluate';

// The redirect: the reason Ringkas exists, so it stays small and fast. No session lookup, no body
// parsing, no database round trip on a cached hit, and the visit is handed to the ingest buffer
// after the answer, never awaited.
//
// Two ways in, one set of steps. A cached link is answered by serveCached, which Node's request
// handler runs before Fastify (app.ts): routing, hooks, the request and reply objects and a
// logger per request cost more than the rest of a redirect together. Everything else (a code not
// yet cached, an app page, another method) goes on to Fastify, where the /:code route resolves
// the code from the database.

export interface RedirectDeps {
  links: LinksService;
  ingest: ClickIngest;
  resolveHost: (hostname: string) => string;
  now: () => number;
  /** Read a country from a proxy header (only when the operator trusts the proxy). */
  countryHeader: string | null;
  /** Whether X-Forwarded-For and X-Forwarded-Host name the client and the host (TRUST_PROXY). */
  trustProxy: boolean;
}

export interface Redirect {
  /** Answers a request for a cached live link and returns true; false leaves it to Fastify. */
  serveCached(request: IncomingMessage, response: ServerResponse): boolean;
  register(app: FastifyInstance): void;
}

function isLive(link: CachedLink | null | undefined, now: number): link is CachedLink {
  return (
    link !== null && link !== undefined && link.isActive && (link.expiresAt === null || link.expiresAt > now)
  );
}

/** The web app's answer (app page, or the not-found page) with the security headers it needs. */
function toWebApp(reply: FastifyReply) {
  reply.helmet();
  return reply.callNotFound();
}

/** The last value of a header sent more than once (as Fastify reads X-Forwarded-Host). */
function lastValue(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}

/** The host name without its port, as Fastify's request.hostname. */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

const trustAll = () => true;

export function createRedirect(deps: RedirectDeps): Redirect {
  function hostnameFrom(request: IncomingMessage): string {
    const forwarded = deps.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const host = typeof forwarded === 'string' ? lastValue(forwarded) : (request.headers.host ?? '');
    return hostnameOf(host);
  }

  function clientIp(request: IncomingMessage): string {
    if (deps.trustProxy) return proxyAddr(request, trustAll);
    return request.socket.remoteAddress ?? '';
  }

  // Step 4: where this visit goes (the interstitial first, when the link asks for it).
  function target(link: CachedLink, url: string) {
    const queryIndex = url.indexOf('?');
    const destination = evaluate(link, queryIndex === -1 ? '' : url.slice(queryIndex + 1));
    return { destination, location: link.preview ? `/safe-redirect?link=${link.id}` : destination };
  }

  // Step 6: the visit goes to the ingest buffer, after the answer.
  function record(
    link: CachedLink,
    destination: string,
    method: string,
    ip: string,
    headers: IncomingHttpHeaders,
  ) {
    if (!shouldRecordVisit({ method })) return;
    const hint = deps.countryHeader ? headers[deps.countryHeader] : undefined;
    deps.ingest.record({
      linkId: link.id,
      at: deps.now(),
      ip,
      userAgent: headers['user-agent'],
      referer: headers.referer,
      countryHint: typeof hint === 'string' && countryCodePattern.test(hint) ? hint : null,
      destination,
    });
  }

  function serveCached(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url) return false;
    const queryIndex = url.indexOf('?');
    const code = url.slice(1, queryIndex === -1 ? undefined : queryIndex);
    // Every code, generated or alias, fits the alias rule; anything else is Fastify's to answer.
    if (!aliasPattern.test(code) || reservedPaths.has(code)) return false;
    // 1 host -> short domain
    const domain = deps.resolveHost(hostnameFrom(request));
    // 2 the cache only; 3 anything but a live link is Fastify's to answer
    const link = deps.links.cached(domain, code);
    if (!isLive(link, deps.now())) return false;
    // 4 pick the destination
    const { destination, location } = target(link, url);
    // 5 answer
    response.writeHead(302, { location, 'cache-control': 'private, max-age=0' }).end();
    // 6 record
    record(link, destination, method, clientIp(request), request.headers);
    return true;
  }

  async function handle(request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) {
    const { code } = request.params;
    // App pages (/login, /dashboard, ...) are not short links: the web app answers them.
    if (reservedPaths.has(code)) return toWebApp(reply);
    // 1 host -> short domain
    const domain = deps.resolveHost(request.hostname);
    // 2 resolve from the cache, the database on a miss
    const link = await deps.links.resolve(domain, code);
    // 3 unknown, disabled or expired -> the not-found page
    if (!isLive(link, deps.now())) return toWebApp(reply);
    // 4 pick the destination
    const { destination, location } = target(link, request.url);
    // 5 answer
    reply.code(302).header('location', location).header('cache-control', 'private, max-age=0').send();
    // 6 record
    record(link, destination, request.method, request.ip, request.headers);
    return reply;
  }

  return {
    serveCached,
    register(app) {
      app.route<{ Params: { code: string } }>({
        method: ['GET', 'HEAD'],
        url: '/:code',
        // An empty 302 needs neither compression nor a content security policy (helmet rebuilds
        // its headers per response: measured at 5% of the redirect's CPU). toWebApp adds them back.
        compress: false,
        helmet: false,
        handler: handle,
      });
    },
  };
}
