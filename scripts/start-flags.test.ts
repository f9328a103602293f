import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../tests/e2e/server';

// The end-to-end tests and the benchmark start the built server with serverNodeFlags; `npm start`
// passes its flags in package.json. The two must not drift apart.
describe('the server node flags', () => {
  it('are the ones npm start passes', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    // `exec`: npm forwards SIGTERM to its child, and without it the child would be a shell that
    // dies without passing the signal on, leaving the server running without its parent.
    expect(manifest.scripts.start).toBe(`exec node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
  });
});
