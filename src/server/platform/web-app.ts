import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes, publicRoutes, signedInRoutes } from '../../shared/paths';
import { apiNotFound } from './error-handler';

// Serves the built React app: hashed assets with a long cache, and index.html for every path the
// client router knows (200) or does not know (404, and the client shows its not-found page).

const clientRoutes: ReadonlySet<string> = new Set([...publicRoutes, ...signedInRoutes, ...adminRoutes]);

function isClientRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clientRoutes.has(trimmed);
}

/** Whether a request URL (with or without its query string) is under /api. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${join(webDistDir, 'assets')}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the dashboard');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    if (!indexHtml) {
      // An unknown path is still a 404; an app page cannot be served until the app is built.
      return reply
        .status(isClientRoute(path) ? 503 : 404)
        .type('text/plain; charset=utf-8')
        .send('The Ringkas web app is not built. Run `npm run build`, then start the server again.');
    }
    return reply
      .status(isClientRoute(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
