import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/http/app-error';
import type { Metrics } from '../../platform/runtime/metrics';

// GET /metrics - Prometheus's scrape address. The numbers say how busy the server is and what
// fails; they are an operator's, not the public's: answered to a request from this machine that no
// proxy forwarded, or to one with `Authorization: Bearer <METRICS_TOKEN>`.

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function fromThisMachine(request: FastifyRequest): boolean {
  // The socket's own address, not request.ip (which TRUST_PROXY may take from a header); and a
  // request a local reverse proxy forwarded comes from loopback too, so it must not say it was.
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && loopback.has(request.raw.socket.remoteAddress ?? '');
}

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer[ \t]+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', async (request, reply) => {
      if (!hasToken(request, token) && !fromThisMachine(request)) {
        throw forbidden(
          token
            ? 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.'
            : 'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere.',
        );
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  };
}
