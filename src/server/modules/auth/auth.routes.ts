import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { clientIpHeader, type Auth } from './auth';
import { withVerificationOutcome } from './verification-outcome';

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY; a client-sent value of this header is never believed.
  headers.set(clientIpHeader, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

export const authRoutes =
  (auth: Auth, config: Pick<Config, 'publicUrl'>): FastifyPluginAsync =>
  async (app) => {
    // GET|POST /api/auth/* - better-auth: sign-up/in/out, sessions, reset, email codes, 2FA, JWKS
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        const fetchRequest = toFetchRequest(request, config.publicUrl);
        const response = await auth.handler(fetchRequest);
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') reply.header(name, value);
        });
        const location = response.headers.get('location');
        if (location && new URL(fetchRequest.url).pathname === '/api/auth/verify-email') {
          reply.header('location', withVerificationOutcome(fetchRequest, location));
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
