// Decides whether dist/ is missing or older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'src',
  'drizzle',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/bundle-budget.mjs',
  'scripts/check-landing-bundle.mjs',
  'scripts/check-app-bundle.mjs',
];
const outputs = [
  'dist/web/index.html',
  'dist/web/landing.html',
  'dist/server/main.js',
  'dist/server/pglite-worker.mjs',
  'dist/server/pglite-initdb.mjs',
  'dist/server/pglite-template/PG_VERSION',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...inputs.map(newestMtime)) > built;
}
