// `npm run dev`: the API server with reload on change (tsx watch) and Vite's dev server with hot
// module reload, which proxies /api to the API server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      // The pages come from Vite's origin: signed-in changes are accepted from the app's origins only.
      APP_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
      ...process.env,
    },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
