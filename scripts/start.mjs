// `npm start`: build what is missing or out of date, then run the server in this process (so
// SIGTERM and SIGINT reach its graceful shutdown directly).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIsStale } from './build-state.mjs';

// A .env file beside package.json (copied from .env.example) configures `npm start`.
if (existsSync('.env')) process.loadEnvFile('.env');

if (buildIsStale()) {
  console.log('Building Ringkas (first start or sources changed)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/main.js');
