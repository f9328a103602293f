import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from '../tests/e2e/server';

// The end-to-end tests and the benchmark start the built server with serverNodeFlags and serverEnv;
// `npm start` passes its flags and environment in package.json. The two must not drift apart.
describe('the server node flags', () => {
  it('are the ones npm start passes, with its environment', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    // `exec`: npm forwards SIGTERM to its child, and without it the child would be a shell that
    // dies without passing the signal on, leaving the server running without its parent.
    const env = Object.entries(serverEnv).map(([name, value]) => `${name}=${value} `);
    expect(manifest.scripts.start).toBe(
      `${env.join('')}exec node ${serverNodeFlags.join(' ')} scripts/start.mjs`,
    );
  });
});
