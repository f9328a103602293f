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

export interface VisitAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request over a real connection to the listening app, whatever it answers: a GET, HEAD, or
 * a POST of `form` (urlencoded, from the app's own origin unless `headers` say otherwise).
 */
export function visitLink(
  app: FastifyInstance,
  path: string,
  options: {
    method?: 'GET' | 'HEAD' | 'POST';
    headers?: Record<string, string>;
    form?: Record<string, string>;
  } = {},
): Promise<VisitAnswer> {
  const { port } = app.server.address() as AddressInfo;
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const formHeaders =
    body === undefined
      ? {}
      : { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` };
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: { ...formHeaders, ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
