// Holds each mutated module to issue 44's 80 % (Stryker's own threshold is over all files at
// once): reads the JSON report of `stryker run` and prints, per file, the mutants killed (a test
// failed or timed out), survived, not covered by any test, disabled (an equivalent mutant, disabled
// at its line with the reason) and static (not run: ignoreStatic), with the score of the ones that
// count.
import { readFileSync } from 'node:fs';

const minimum = 80;
const reportPath = process.argv[2] ?? 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const count = (...statuses) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const ignored = mutants.filter((mutant) => mutant.status === 'Ignored');
  const isStatic = (mutant) => (mutant.statusReason ?? '').startsWith('Static mutant');
  const staticCount = ignored.filter(isStatic).length;
  const disabled = ignored.length - staticCount;
  const counted = killed + survived + noCoverage;
  const score = counted === 0 ? 100 : (killed / counted) * 100;
  return { file, killed, survived, noCoverage, disabled, staticCount, score };
});

const width = Math.max(...rows.map((row) => row.file.length));
console.log(`${'module'.padEnd(width)}  killed  survived  no cover  disabled  static  score`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${String(row.killed).padStart(6)}  ${String(row.survived).padStart(8)}  ` +
      `${String(row.noCoverage).padStart(8)}  ${String(row.disabled).padStart(8)}  ${String(row.staticCount).padStart(6)}  ` +
      `${row.score.toFixed(1).padStart(5)} %`,
  );
}
const below = rows.filter((row) => row.score < minimum);
if (below.length > 0) {
  console.error(`below ${minimum} %: ${below.map((row) => row.file).join(', ')}`);
  process.exit(1);
}
console.log(`every module at ${minimum} % or more`);
