// `npm test`: every layer in turn (lint, types, unit + component, integration on PGlite, end-to-end
// in Chromium), then one summary. Runs all layers even when one fails, and exits non-zero if any did.
// The static checks are single-threaded: two lines of them side by side, one on each core, each
// check printing its output when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildIsStale } from './build-state.mjs';
import { findChromium } from './chromium.mjs';

mkdirSync('tmp', { recursive: true });
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped };
}

function step(name, command, args, counts, env) {
  console.log(`\n=== ${name} ===`);
  const outcome = run(command, args, env);
  const tally = counts ? counts() : undefined;
  results.push({ name, ...outcome, ...tally });
}

/** Runs a command with its output kept, to print it whole when it ends. */
function runQuietly(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Runs the commands one after another; the results in their order. */
async function inTurn(steps) {
  const outcomes = [];
  for (const [name, command, args] of steps) outcomes.push(await runQuietly(name, command, args));
  return outcomes;
}

// Types are checked by TypeScript 7, the compiler's native port: the same checks as 5.9 for a
// third of its CPU. The lint's typed rules and the editor stay on 5.9, which typescript-eslint
// supports (ADR 0037).
const typescript7 = 'node_modules/typescript7/bin/tsc';

// The lint is split where its TypeScript programs part (the web app's, and the server's with the
// tests'), so each line builds only its own and the two lines end together.
const [webLine, serverLine] = await Promise.all([
  inTurn([
    ['lint (web)', 'npx', ['eslint', 'src/web', '--max-warnings=0']],
    ['typecheck (web)', 'node', [typescript7, '-p', 'tsconfig.web.json']],
  ]),
  inTurn([
    ['lint', 'npx', ['eslint', '.', '--ignore-pattern', 'src/web/**', '--max-warnings=0']],
    ['typecheck', 'node', [typescript7, '-p', 'tsconfig.json']],
    ['typecheck (e2e)', 'node', [typescript7, '-p', 'tsconfig.e2e.json']],
    ['format', 'npx', ['prettier', '--check', '.']],
  ]),
]);
results.push(...webLine, ...serverLine);

rmSync('tmp/unit.json', { force: true });
step(
  'unit + components',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'web',
    '--project',
    'web-mocks',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=tmp/unit.json',
  ],
  () => vitestCounts('tmp/unit.json'),
);

rmSync('tmp/integration.json', { force: true });
step(
  `integration (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=tmp/integration.json',
  ],
  () => vitestCounts('tmp/integration.json'),
);

if (findChromium()) {
  if (buildIsStale()) step('build', 'npm', ['run', 'build']);
  rmSync('tmp/e2e.json', { force: true });
  step(
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    () => playwrightCounts('tmp/e2e.json'),
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'tmp/e2e.json',
    },
  );
} else {
  const skipping = process.env.SKIP_E2E === '1';
  console.error('\n!!! No Chromium found: the end-to-end tests did not run.');
  console.error('!!! Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)');
  console.error(
    skipping
      ? '!!! SKIP_E2E=1 is set: continuing without them.\n'
      : '!!! Set SKIP_E2E=1 to run the other layers without them.\n',
  );
  if (!skipping) results.push({ name: 'end-to-end (Chromium)', ok: false, seconds: 0, passed: 0, failed: 0 });
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const result of results) {
  const tally = result.passed === undefined ? '' : ` ${result.passed} passed, ${result.failed} failed`;
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(28)}${tally} (${result.seconds.toFixed(1)} s)`,
  );
  passed += result.passed ?? 0;
  failed += result.failed ?? 0;
  if (!result.ok && !result.failed) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
