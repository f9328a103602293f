import { defineConfig } from 'vitest/config';

// The unit tests that cover the modules Stryker mutates (stryker.config.mjs): node only, no
// components, no database. Stryker runs only the files related to a mutated module, and per
// mutant only the tests that reached it.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    // It reads the sources for their sentences: in Stryker's sandbox they are the instrumented ones.
    exclude: ['src/server/texts.test.ts'],
  },
});
