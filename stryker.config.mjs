// Mutation testing of the core rules (issue 44, ADR 0038): would the tests notice a wrong
// comparison in where a visitor goes, what a plan allows, how an order moves, which outbound
// address is refused, or how a spooled click is written and replayed? `npm run test:mutation`;
// scripts/mutation-scores.mjs then holds each module to 80 %. An equivalent mutant is disabled at
// its line with `// Stryker disable next-line <mutator>: <why it changes nothing>`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/server/redirect/decide.ts',
    'src/server/modules/links/targeting/evaluate.ts',
    'src/server/modules/billing/entitlements.ts',
    'src/server/modules/billing/payment-outcome.ts',
    'src/server/platform/net/outbound-policy.ts',
    'src/server/modules/analytics/spool-format.ts',
    'src/server/modules/analytics/spool-replay.ts',
  ],
  coverageAnalysis: 'perTest',
  // A static value (a table built at load) is covered by every test: too slow to be worth it.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
