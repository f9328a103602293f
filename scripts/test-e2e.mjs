// `npm run test:e2e`: builds when needed, then runs Playwright against the built app in Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    [
      '',
      '!!! No Chromium found: the end-to-end tests cannot run.',
      '!!! Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
      '',
    ].join('\n'),
  );
  process.exit(process.env.SKIP_E2E === '1' ? 0 : 1);
}
if (buildIsStale()) execSync('npm run build', { stdio: 'inherit' });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
