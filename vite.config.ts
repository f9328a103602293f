import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// The API server during development; `npm run dev` starts it on this port.
const apiServer = 'http://127.0.0.1:3000';

const page = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

const landingEntry = page('landing/main.tsx');
let landingModules: Set<string> | undefined;

/** Every module the landing page's entry imports, directly or not (dynamic imports aside). */
function landingClosure(ctx: ChunkingContext): Set<string> {
  if (landingModules) return landingModules;
  const seen = new Set<string>();
  const queue = [landingEntry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  landingModules = seen;
  return seen;
}

/**
 * The chunk of a library module that a page's entry imports: React; the few libraries the landing
 * page draws with (texts, class names, its icons), shared with the app; and the app's other
 * libraries at start (router, query cache, Radix), which the landing page never downloads.
 */
function libraryChunk(id: string, ctx: ChunkingContext): string {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  return landingClosure(ctx).has(id) ? 'ui-core' : 'vendor';
}

/** In development, `/` is the landing page's own document, as the server serves it in production. */
function landingAtRoot(): Plugin {
  return {
    name: 'ringkas-landing-at-root',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/' || request.url?.startsWith('/?')) {
          request.url = `/landing.html${request.url.slice(1)}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), landingAtRoot()],
  build: {
    // The Node server serves this folder as the SPA (dist/web at the repository root).
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Hashed names under assets/ can be cached forever; index.html must not be.
    assetsDir: 'assets',
    // .vite/manifest.json: which chunks each page and catalogue downloads, for the bundle checks
    // (scripts/bundle-budget.mjs moves it out to dist/web-manifest.json: the server would serve it).
    manifest: true,
    rolldownOptions: {
      // Two documents: the app (index.html) and the landing page (landing.html, served for `/`),
      // which must not download the dashboard's code.
      input: { index: page('index.html'), landing: page('landing.html') },
      output: {
        // Libraries change less often than our code, so they get their own long-cached chunks
        // instead of a shared chunk named after whichever of our modules Rolldown met first. Each
        // page stays its own chunk, named after its file.
        codeSplitting: {
          groups: [
            // The heavy libraries of a few pages, named so that scripts/check-app-bundle.mjs can
            // refuse them in the app's first load: the charts (analytics, domain checks) and the
            // QR code (two-factor set-up).
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@reduxjs|react-redux|redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|internmap)[\\/]/,
            },
            { name: 'qrcode', test: /[\\/]node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/ },
            // The shared contracts' schemas: forms and search parameters validate with them, and the
            // app's first load must not need them (ADR 0041: answers are read by type). Taken before
            // `vendor` (priority), so that a start that needs them shows as this chunk.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // Only what an entry imports ($initial): a library that only lazy pages use (forms,
            // the search palette's, address parsing) goes with those pages' chunks, not into
            // `vendor`, which the app downloads before its first page. Taken first (priority), so
            // that the heavy chunks never take a library an entry needs (React, class names) as
            // one of their own dependencies.
            {
              name: libraryChunk,
              debugName: 'libraries',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/.well-known': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
});
