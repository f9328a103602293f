// Adds up the test reports of a CI run into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit + components', 'tmp/unit.json', 'vitest'],
  ['integration (PGlite)', 'tmp/integration.json', 'vitest'],
  ['integration (PostgreSQL)', 'tmp/integration-pg.json', 'vitest'],
  ['end-to-end (Chromium)', 'tmp/e2e.json', 'playwright'],
];

let passed = 0;
let failed = 0;
for (const [name, file, kind] of reports) {
  if (!existsSync(file)) {
    console.log(`${name.padEnd(26)} no report (did not run)`);
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
  console.log(`${name.padEnd(26)} ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
