import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server during development; `npm run dev` starts it on this port.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    // The Node server serves this folder as the SPA (dist/web at the repository root).
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Hashed names under assets/ can be cached forever; index.html must not be.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get their own long-cached chunks
        // (React + router, everything else) instead of a shared chunk named after whichever of
        // our modules Rolldown met first. Each page stays its own chunk, named after its file.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // Chart libraries are left out: they load with the analytics chart, never at startup.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?!(recharts|d3-[^\\/]+|victory-vendor|@reduxjs|react-redux|redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|internmap)[\\/])/,
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
