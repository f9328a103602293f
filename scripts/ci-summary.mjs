// Adds up the test reports of a CI run into one closing line: "N passed, N failed", after each
// layer's slowest files (where CI's 20 minutes go).
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit + components', 'tmp/unit.json', 'vitest'],
  ['integration (PGlite)', 'tmp/integration.json', 'vitest'],
  ['integration (PostgreSQL, Node 24)', 'tmp/integration-pg.json', 'vitest'],
  ['end-to-end (Chromium)', 'tmp/e2e.json', 'playwright'],
];

/** Seconds each file took: a vitest file from its start to its end, a Playwright file its tests' sum. */
function fileSeconds(report, kind) {
  if (kind === 'vitest')
    return report.testResults.map((file) => [file.name, (file.endTime - file.startTime) / 1000]);
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          files.set(spec.file, (files.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...files];
}

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
  const slowest = fileSeconds(report, kind)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  for (const [file, seconds] of slowest)
    console.log(
      `${''.padEnd(4)}${seconds.toFixed(1).padStart(6)} s  ${file.replace(/^.*?(tests|src)\//, '$1/')}`,
    );
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
