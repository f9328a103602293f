// Bundles the server into dist/server (dependencies stay in node_modules) and copies the PGlite
// worker and its initdb script beside it, where `new URL('./pglite-worker.mjs', import.meta.url)` finds it.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await mkdir('dist/server', { recursive: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await copyFile('src/server/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
await copyFile('src/server/db/pglite-initdb.mjs', 'dist/server/pglite-initdb.mjs');
console.log('built dist/server');
