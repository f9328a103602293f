import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A GET of `path` over a real connection to the listening app (so the redirect's raw path answers
 * a cached link, as in production): the Location of its 302. Any other status is an error.
 */
export function redirectedTo(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 302
          ? resolve(response.headers.location)
          : reject(new Error(`visit answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
