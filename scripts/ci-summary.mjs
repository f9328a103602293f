// Adds up the test reports of a CI run into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit + components', 'tmp/unit.json', 'vitest'],
  ['integration (PGlite)', 'tmp/integration.json', 'vitest'],
  ['integration (PostgreSQL, Node 24)', 'tmp/integration-pg.json', 'vitest'],
  ['end-to-end (Chromium)', 'tmp/e2e.json', 'playwright'],
];

let passed = 0;
let failed = 0;
for (const [name, file, kind] of reports) {
  if (!existsSync(file)) {
    console.log(`${name.padEnd(36)} no report (did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts =
    kind === 'vitest'
      ? { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests }
      : {
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected + report.stats.skipped,
        };
  console.log(`${name.padEnd(36)} ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
// The smoke test on Node 24 prints one line when it passes (scripts/smoke.mjs).
const smoke = existsSync('tmp/smoke-node24.txt') ? readFileSync('tmp/smoke-node24.txt', 'utf8') : '';
const smokePassed = smoke.includes('smoke test passed');
console.log(
  `${'smoke test (Node 24)'.padEnd(36)} ${smokePassed ? '1 passed, 0 failed' : '0 passed, 1 failed'}`,
);
if (smokePassed) passed += 1;
else failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
