import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// The API's documentation page (GET /api/docs): Swagger UI (swagger-ui-dist, Apache-2.0) served
// from node_modules through our own routes, so that the page passes the app's CSP as it is
// (script-src 'self'): no inline script, no other origin. Its start-up code is the script below,
// served as a file of its own.

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiVersion = (
  JSON.parse(readFileSync(join(swaggerUiDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** The vendor files the page loads, by the name they are served under. */
const vendorFiles: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

const startScript = (
  documentUrl: string,
) => `// Starts Swagger UI on /api/docs (served as a file: the CSP allows no inline script).
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(documentUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    // The public validator badge would send the document to another origin.
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    filter: true,
  });
});
`;

const pageStyle = `body { margin: 0; }
.rk-intro { font-family: system-ui, sans-serif; max-width: 1460px; margin: 0 auto; padding: 12px 20px 0; font-size: 14px; }
.rk-intro a { color: #4b5bdc; }
`;

const page = (documentUrl: string, assets: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ringkas API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${assets}/swagger-ui.css?v=${swaggerUiVersion}" />
    <link rel="stylesheet" href="${assets}/docs.css?v=${swaggerUiVersion}" />
  </head>
  <body>
    <p class="rk-intro">
      The OpenAPI 3.1 document: <a href="${documentUrl}">${documentUrl}</a>. Make an API key on the
      <a href="/settings">Settings</a> page, then use <strong>Authorize</strong> to try the operations.
    </p>
    <div id="swagger-ui"></div>
    <script src="${assets}/swagger-ui-bundle.js?v=${swaggerUiVersion}"></script>
    <script src="${assets}/start.js?v=${swaggerUiVersion}"></script>
  </body>
</html>
`;

export async function registerApiDocsPage(app: FastifyInstance, documentUrl: string): Promise<void> {
  const assets = '/api/docs/assets';
  const html = page(documentUrl, assets);
  const script = startScript(documentUrl);
  // The vendor files are read once, at their first request: most processes never serve them.
  const loaded = new Map<string, Promise<Buffer>>();
  const assetCache = 'public, max-age=86400';

  // GET /api/docs - the API's documentation page
  app.get('/api/docs', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8').send(html),
  );
  // GET /api/docs/ - the same page, at its one address
  app.get('/api/docs/', async (_request, reply) => reply.redirect('/api/docs', 301));

  // GET /api/docs/assets/start.js - the page's start-up script
  app.get(`${assets}/start.js`, async (_request, reply) =>
    reply.header('Cache-Control', assetCache).type('text/javascript; charset=utf-8').send(script),
  );
  // GET /api/docs/assets/docs.css - the page's own few styles
  app.get(`${assets}/docs.css`, async (_request, reply) =>
    reply.header('Cache-Control', assetCache).type('text/css; charset=utf-8').send(pageStyle),
  );
  // GET /api/docs/assets/<vendor file> - Swagger UI's script and styles
  for (const [name, { file, type }] of Object.entries(vendorFiles)) {
    app.get(`${assets}/${name}`, async (_request, reply) => {
      let content = loaded.get(name);
      if (!content) {
        content = readFile(join(swaggerUiDir, file));
        loaded.set(name, content);
        // A failed read is tried again by the next request (this request still answers 500).
        content.catch(() => loaded.delete(name));
      }
      return reply
        .header('Cache-Control', assetCache)
        .type(type)
        .send(await content);
    });
  }
}
