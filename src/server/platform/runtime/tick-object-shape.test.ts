import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// V8 behaviour under test needs a process of its own (full collections on demand, optimisation
// status), so each case runs the probe script in a fresh node.
const probe = fileURLToPath(new URL('./tick-object-shape.probe.ts', import.meta.url));

async function runProbe(
  keep: boolean,
): Promise<{ kept: boolean; optimisedBefore: boolean; optimisedAfter: boolean }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', probe, keep ? 'keep' : 'plain'],
    { timeout: 20_000 },
  );
  return JSON.parse(stdout);
}

describe('keepTickObjectShape', () => {
  it('keeps process.nextTick optimised through full garbage collections', async () => {
    const result = await runProbe(true);
    expect(result).toEqual({ kept: true, optimisedBefore: true, optimisedAfter: true });
  });

  it('is needed: without it, full collections with no tick queued deoptimise nextTick', async () => {
    const result = await runProbe(false);
    expect(result).toEqual({ kept: false, optimisedBefore: true, optimisedAfter: false });
  });
});
