import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { refuseControlCharactersInApi } from './control-characters';
import { registerErrorHandler } from './error-handler';
import { closeConnectionsOnceIdle, httpServerWithFront, type FrontHandler } from './http-server';
import { acceptJsonOnly } from './json-only';
import { loggerOptions } from '../runtime/logger';
import type { Metrics } from '../runtime/metrics';
import { registerOpenApi } from './openapi';
import { logApiRequests } from './request-log';
import { requireSameOrigin } from './same-origin';
import { registerSecurityHeaders } from './security-headers';
import type { Texts } from '../text/i18n';

// The HTTP application before any route: the server with its front handler (the cached redirects,
// answered before Fastify sees the request: ADR 0005), the logger, and the plumbing every API
// route goes through (errors, JSON only, same origin, control characters, request log, security
// headers, compression, metrics, the OpenAPI document of the routes registered after it).

export async function createHttpApp(options: {
  config: Config;
  metrics: Metrics;
  /** The front handler, once the parts it needs exist; until then Fastify answers everything. */
  front: () => FrontHandler | undefined;
  /** Told of every request (idle detection). */
  seen: () => void;
  /** Every module's texts: a refusal is answered in its reader's language whichever module wrote it. */
  texts: Texts;
  onRoute?: (route: RouteOptions) => void;
  logStream?: { write(line: string): void };
}): Promise<FastifyInstance> {
  const { config, metrics } = options;
  const app: FastifyInstance = Fastify({
    serverFactory: httpServerWithFront(
      options.front,
      (error) => app.log.error({ err: error }, 'redirect before Fastify failed'),
      options.seen,
    ),
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    // Per-request lines are ours (API only, request-log.ts): logging every redirect would cost
    // more than answering it.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  closeConnectionsOnceIdle(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Prometheus's numbers (GET /metrics): every request through the router, by its route.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, options.texts);
  acceptJsonOnly(app);
  requireSameOrigin(app, config.trustedOrigins);
  refuseControlCharactersInApi(app);
  logApiRequests(app);
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  // Before every route: the OpenAPI document is made from the routes registered after it.
  await registerOpenApi(app, config.publicUrl);
  return app;
}
