import type { FastifyInstance } from 'fastify';
import { isApiPath } from './web-app';

// One line per API request. Fastify's own request logging is off (http-app.ts): logging every
// redirect would cost more than answering it.
export function logApiRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // Runs after every response, redirects included: a prefix test, no string splitting.
    if (!isApiPath(request.url)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'api request',
    );
  });
}
