// Finds the system Chromium the end-to-end tests drive (Playwright never downloads a browser here).
import { existsSync } from 'node:fs';

export const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((path) => existsSync(path));
}
