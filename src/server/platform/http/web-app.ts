import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LandingData } from '../../../shared/landing';
import { adminRoutes, publicRoutes, signedInRoutes } from '../../../shared/paths';
import { apiNotFound } from './error-handler';
import { requestLanguage } from '../text/i18n';
import { renderLandingDocument } from './landing-document';

// Serves the built React app: hashed assets with a long cache, landing.html (its own small bundle,
// with the brand and plans written in) for `/`, and index.html for every other path the client
// router knows (200) or does not know (404, and the client shows its not-found page).

const allRoutes = [...publicRoutes, ...signedInRoutes, ...adminRoutes];
const clientRoutes: ReadonlySet<string> = new Set(allRoutes.filter((route) => !route.includes('/:')));
/** The pages with a `:name` segment (`/invite/:token`), by their segments. */
const parameterRoutes = allRoutes.filter((route) => route.includes('/:')).map((route) => route.split('/'));

function isClientRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clientRoutes.has(trimmed)) return true;
  const segments = trimmed.split('/');
  return parameterRoutes.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      ),
  );
}

/** Whether a request URL (with or without its query string) is under /api. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

export interface WebAppOptions {
  /** What the landing page shows; on a failure the page is served without it and asks the API. */
  landingData?: () => Promise<LandingData>;
}

function readIfBuilt(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexHtml = readIfBuilt(join(webDistDir, 'index.html'));
  const landingHtml = readIfBuilt(join(webDistDir, 'landing.html'));

  async function landingDocument(template: string): Promise<string> {
    if (!options.landingData) return template;
    try {
      return renderLandingDocument(template, await options.landingData());
    } catch (error) {
      app.log.warn({ err: error }, 'landing page served without its data');
      return template;
    }
  }

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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(apiNotFound(request.method, request.url, requestLanguage(request)));
    }
    if (!indexHtml) {
      // An unknown path is still a 404; an app page cannot be served until the app is built.
      return reply
        .status(isClientRoute(path) ? 503 : 404)
        .type('text/plain; charset=utf-8')
        .send('The Ringkas web app is not built. Run `npm run build`, then start the server again.');
    }
    if (path === '/' && landingHtml) {
      return reply
        .status(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await landingDocument(landingHtml));
    }
    return reply
      .status(isClientRoute(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
