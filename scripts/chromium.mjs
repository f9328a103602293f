// Finds the system Chromium the end-to-end tests drive (Playwright never downloads a browser here).
// Debian's chromium-headless-shell first: the old headless mode, which Playwright itself runs
// headless tests in, draws the same pages for less of the cores than the full browser.
import { existsSync } from 'node:fs';

export const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((path) => existsSync(path));
}
