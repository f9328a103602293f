import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preferMemoryScratch } from './scripts/scratch-dir.mjs';

// The integration layer's clusters and data directories in memory (its workers inherit TMPDIR).
preferMemoryScratch();

/** The component tests that replace a module (vi.mock): they cannot share a thread's modules. */
const webFilesWithModuleMocks = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/web/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

// Three layers share one config: `unit` (Node), `web` (components in happy-dom) and `integration`
// (the real app on a real database). Each layer can be run alone with --project.
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a two-core machine is half of them.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Components in threads: they start faster than processes.
          pool: 'threads',
          // The files of a thread share its modules, loaded once (React, the router, the catalogues):
          // two thirds of the layer's time went to loading them and the DOM again for every file.
          // src/web/test/setup.ts puts back what a test leaves in shared state.
          isolate: false,
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: webFilesWithModuleMocks,
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          // A file that replaces a module (vi.mock) needs modules of its own, found by the mock.
          name: 'web-mocks',
          environment: 'happy-dom',
          pool: 'threads',
          include: webFilesWithModuleMocks,
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL installation (the outage test starts one of its
          // own): they run with the suite on PostgreSQL, never on a machine that may have none.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/integration/**/*.postgres.test.ts'],
          globalSetup: ['tests/integration/helpers/global-setup.ts'],
          // Each file builds its own app on its own database. PGlite is CPU-bound WASM, but two
          // files at a time left a tenth of two cores idle (tests waiting on timers and restarts);
          // three fill it.
          maxWorkers: 3,
          // The files of a worker share the server's modules, loaded once instead of once a file
          // (80 s of two cores' time in a run); every file builds its own app and database anyway.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
