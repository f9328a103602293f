import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { preferMemoryScratch } from './scripts/scratch-dir.mjs';
import { destinationHost } from './tests/e2e/destination-host';

// The servers' data directories in memory (global-setup.ts and the specs' own servers).
preferMemoryScratch();

const ownServers = ['**/processes.spec.ts', '**/server-process.spec.ts'];

// End-to-end tests drive the system Chromium (never a downloaded one) against the built app,
// started by tests/e2e/global-setup.ts as a user starts it: on a free port, in a temporary DATA_DIR.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two lines of tests side by side: the tests of the one shared server, one at a time (they share
  // its accounts, brand and bot), and the tests that start servers of their own, one at a time
  // (they wait on restarts and on a job's period more than they use a core).
  workers: 2,
  projects: [
    { name: 'shared server', testIgnore: ownServers, workers: 1 },
    { name: 'own servers', testMatch: ownServers, workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${destinationHost} 127.0.0.1`,
      ],
    },
    // As a person who asks for less motion sees the app (styles.css): nothing slides or fades, so
    // no step waits for an animation, and the browser paints a page once instead of through it.
    reducedMotion: 'reduce',
    // A failed test's trace holds the page's DOM at each step, not a film of it: filming every
    // test's screen took a third of the browser's CPU in a run (bench/results.md, "CI time").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
