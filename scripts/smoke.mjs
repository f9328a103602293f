// A start-and-redirect smoke test of the built server on whatever node runs this script (CI runs it
// on the current LTS): start on a fresh data directory, sign up, create a link, follow it, stop
// with SIGTERM. Exits non-zero, with the server's output, on the first thing that goes wrong.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'ringkas-smoke-'));
let output = '';
const server = spawn(process.execPath, ['--max-semi-space-size=32', '--expose-gc', 'dist/server/main.js'], {
  env: {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

function fail(message) {
  console.error(`smoke test failed on node ${process.version}: ${message}\n--- server output\n${output}`);
  server.kill('SIGKILL');
  process.exit(1);
}

try {
  const started = Date.now();
  for (;;) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (server.exitCode !== null) fail('the server exited during start');
    if (Date.now() - started > 60_000) fail('the server did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const json = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'smoke@example.com',
      password: 'correct horse battery staple',
      name: 'Smoke',
    }),
  });
  if (signUp.status !== 200) fail(`sign-up answered ${signUp.status}`);
  const cookie = (signUp.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const created = await fetch(`${base}/api/links`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ destination_url: 'https://example.com/smoke' }),
  });
  if (created.status !== 201) fail(`creating a link answered ${created.status}: ${await created.text()}`);
  const { short_url: code } = await created.json();
  for (let visit = 0; visit < 3; visit += 1) {
    const redirect = await fetch(`${base}/${code}`, { redirect: 'manual' });
    if (redirect.status !== 302 || redirect.headers.get('location') !== 'https://example.com/smoke') {
      fail(`visit ${visit + 1} answered ${redirect.status} to ${redirect.headers.get('location')}`);
    }
  }
  server.kill('SIGTERM');
  const exitCode = await exited;
  if (exitCode !== 0) fail(`the server exited with ${exitCode} after SIGTERM`);
  console.log(
    `smoke test passed on node ${process.version}: started, signed up, created a link, redirected, stopped`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
