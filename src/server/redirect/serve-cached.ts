import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FrontHandler } from '../platform/http/http-server';
import type { Metrics } from '../platform/runtime/metrics';
import { decide, emptyAnswer, redirectCacheControl, type RedirectDeps, type RedirectInput } from './decide';
import { requestHostname, requestIp } from './request-origin';

// A cached live link, answered on the raw Node request before Fastify sees it (ADR 0005):
// Fastify's routing, hooks, request objects and per-request logger cost more than the rest of a
// redirect together. Anything decide() passes on goes to Fastify. This runs for every request the
// server gets, so it allocates nothing it can avoid: no closure, no spread.

export function createServeCached(deps: RedirectDeps, metrics: Pick<Metrics, 'redirect'>): FrontHandler {
  // These are reused for every request, as nothing keeps them: decide() copies what the visit
  // needs, this reads the answer at once, and writeHead turns the headers into the response's text.
  const input: RedirectInput = { method: '', url: '', host: '', ip: '', headers: {} };
  const answer = emptyAnswer();
  // content-length 0: without it Node sends an empty redirect chunked, with an empty chunk (236
  // bytes an answer against 187).
  const headers = { location: '', 'cache-control': redirectCacheControl, 'content-length': '0' };

  return function serveCached(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    input.method = request.method ?? '';
    input.url = request.url ?? '';
    input.host = requestHostname(request, deps.trustProxy);
    input.ip = requestIp(request, deps.trustProxy);
    input.headers = request.headers;
    const decision = decide(input, deps, answer);
    if ('pass' in decision) return false;
    headers.location = decision.location;
    response.writeHead(decision.status, headers).end();
    metrics.redirect('redirect', 'cached', (performance.now() - started) / 1000);
    if (decision.visit) deps.ingest.record(decision.visit);
    return true;
  };
}
