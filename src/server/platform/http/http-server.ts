import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/** Answers a request itself and returns true, or returns false to leave it to Fastify. */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * A Fastify serverFactory: the HTTP/1 server Fastify would build, with the same time-outs, whose
 * requests meet the front handler first. For the one route where Fastify's per-request work
 * outweighs the route's own (the cached redirect). Fastify builds its server before anything the
 * handler needs exists, hence a getter: until it answers a handler, Fastify answers everything.
 */
export function httpServerWithFront(
  front: () => FrontHandler | undefined,
  onError: (error: unknown) => void,
  /** Every request, before it is answered (idle-trim.ts counts them). */
  onRequest: () => void = () => {},
): FastifyServerFactory<Server> {
  return (fastifyHandler, options) => {
    // Fastify hands over its options with its defaults filled in.
    const setting = (key: string) => (typeof options[key] === 'number' ? options[key] : 0);
    const server = createServer((options.http ?? {}) as ServerOptions, (request, response) => {
      onRequest();
      let answered: boolean;
      try {
        const handler = front();
        answered = handler !== undefined && handler(request, response);
      } catch (error) {
        // Outside Fastify nothing else would catch it, and the process would crash. Fastify
        // answers what front did not (its error handler, if it fails there too).
        onError(error);
        answered = response.headersSent;
      }
      if (!answered) fastifyHandler(request, response);
    });
    // As Fastify sets up its own server (lib/server.js), so that serverFactory changes nothing else.
    server.keepAliveTimeout = setting('keepAliveTimeout');
    server.requestTimeout = setting('requestTimeout');
    server.setTimeout(setting('connectionTimeout'));
    if (setting('maxRequestsPerSocket') > 0) server.maxRequestsPerSocket = setting('maxRequestsPerSocket');
    return server;
  };
}

/**
 * While the app stops, closes each connection as soon as it is idle. Node closes the idle ones
 * when the stop begins; one whose request was still being answered then goes idle after it, and
 * would hold the stop for the keep-alive time (Fastify's 72 s, past main.ts's 10 s) if left alone.
 */
export function closeConnectionsOnceIdle(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
}
