import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { trimAllocator } from './malloc-trim';

// The collector, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = 1_048_576;

describe('trimAllocator', () => {
  it('returns the pages that freed memory left in the middle of the heap (glibc), and keeps what is in use', () => {
    if (process.platform !== 'linux') {
      expect(trimAllocator()).toBe('unavailable');
      return;
    }
    // 64 MB in 16 KB buffers (below glibc's mmap threshold: they come from its arenas), one in
    // eight kept: the freed runs between the kept ones are whole free pages that free() alone
    // does not return, because they are not at the top of the heap.
    const buffers: Buffer[] = Array.from({ length: 4_096 }, () => Buffer.allocUnsafeSlow(16_384).fill(1));
    const kept = buffers.filter((_, index) => index % 8 === 0);
    buffers.length = 0;
    gc();
    const before = process.memoryUsage.rss();
    expect(trimAllocator()).toBe('released');
    const after = process.memoryUsage.rss();
    expect((before - after) / mb).toBeGreaterThan(32);
    expect(kept.every((buffer) => buffer.length === 16_384 && buffer.every((byte) => byte === 1))).toBe(true);
  });
});
