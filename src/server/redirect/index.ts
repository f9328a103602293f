import type { FastifyInstance } from 'fastify';
import type { FrontHandler } from '../platform/http/http-server';
import type { Platform, Services } from '../platform/wiring/module';
import { createRateLimiter } from '../platform/http/rate-limit';
import { createRotationHasher } from '../platform/net/visitor-hash';
import { createPasswordCookies } from './password-cookie';
import { registerRedirectRoute } from './redirect.routes';
import { createServeCached } from './serve-cached';
import { Visitor } from './visitor';

/**
 * The redirect (/:code on every short domain): Fastify's route, registered before the modules'
 * routes so that no catch-all shadows it, and the front handler that answers cached links before
 * Fastify sees the request (ADR 0005), which the caller installs.
 */
export function registerRedirect(
  app: FastifyInstance,
  services: Pick<Services, 'links' | 'analytics' | 'domains' | 'users' | 'admin'>,
  platform: Platform,
): FrontHandler {
  const { config, metrics, now } = platform;
  const { links, analytics, domains, users, admin } = services;
  const deps = {
    links,
    ingest: analytics.ingest,
    resolveHost: (hostname: string) => domains.resolveHost(hostname),
    domainAnswers: (domain: string) => domains.domainAnswers(domain),
    expiredUrlOf: (domain: string) => domains.expiredUrlOf(domain),
    now: () => now().getTime(),
    visitor: new Visitor({
      geoip: platform.geoip,
      countryHeader: config.countryHeader,
      hashVisitor: createRotationHasher(config.authSecret),
    }),
    trustProxy: config.trustProxy,
    // Unknown short codes per client address: a scanner is slowed, a person never notices.
    notFoundLimit: createRateLimiter(
      'not-found',
      { max: config.notFoundPerMinute, windowMs: 60_000 },
      platform.rateLimitStore,
    ),
    ownerDisabled: (workspaceId: string) => users.admin.isSuspended(workspaceId),
    passwordCookies: createPasswordCookies(config.authSecret),
    metrics,
  };
  registerRedirectRoute(app, {
    ...deps,
    brand: () => admin.brand.getBrand(),
    // Ten tries a quarter hour per link and address: a person who mistypes never meets it, a
    // guesser gets 960 a day (each costs us a scrypt, so the limit is asked first).
    passwordLimit: createRateLimiter(
      'link-password',
      { max: 10, windowMs: 15 * 60_000 },
      platform.rateLimitStore,
    ),
  });
  return createServeCached(deps, metrics);
}
