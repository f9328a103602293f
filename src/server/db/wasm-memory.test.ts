import { describe, expect, it } from 'vitest';
import { residentWasmMb } from './wasm-memory';

const mb = 1024 * 1024;

/** A mapping of /proc/<pid>/smaps: its header line and the lines the parser reads or skips. */
function mapping(start: number, bytes: number, perms: string, rssKb: number, name = ''): string {
  const hex = (n: number) => n.toString(16).padStart(12, '0');
  return [
    `${hex(start)}-${hex(start + bytes)} ${perms} 00000000 00:00 0 ${name}`.trimEnd(),
    `Size:           ${bytes / 1024} kB`,
    `Rss:            ${rssKb} kB`,
    `Pss:            ${rssKb} kB`,
    'VmFlags: rd wr mr mw me ac',
  ].join('\n');
}

const base = 0x7f00_0000_0000;
const memory = 128 * mb;
const guard = 8 * 1024 * mb - memory;

describe('residentWasmMb', () => {
  it("counts the resident part of the memory's read-write region that its guard reservation follows", () => {
    const smaps = [
      mapping(base - 64 * mb, 64 * mb, 'rw-p', 50_000),
      mapping(base, memory, 'rw-p', 30_720),
      mapping(base + memory, guard, '---p', 0),
      mapping(base + memory + guard, 4096, 'r--p', 4, '/usr/lib/libc.so.6'),
    ].join('\n');
    expect(residentWasmMb(smaps, memory)).toBe(30);
  });

  it('ignores a region of another size, one the guard does not follow at once, and a guard too small', () => {
    const smaps = [
      // Another WebAssembly memory (64 MB): not the engine's.
      mapping(base, 64 * mb, 'rw-p', 1_024),
      mapping(base + 64 * mb, 8 * 1024 * mb - 64 * mb, '---p', 0),
      // The right size, but a gap before the reservation.
      mapping(base + 16 * 1024 * mb, memory, 'rw-p', 9_000),
      mapping(base + 16 * 1024 * mb + memory + 4096, guard, '---p', 0),
      // The right size, followed by an ordinary guard page.
      mapping(base + 32 * 1024 * mb, memory, 'rw-p', 7_000),
      mapping(base + 32 * 1024 * mb + memory, 2 * mb, '---p', 0),
    ].join('\n');
    expect(residentWasmMb(smaps, memory)).toBe(0);
  });

  it('adds up every engine of the size in the process', () => {
    const smaps = [
      mapping(base, memory, 'rw-p', 10_240),
      mapping(base + memory, guard, '---p', 0),
      mapping(base + 16 * 1024 * mb, memory, 'rw-p', 20_480),
      mapping(base + 16 * 1024 * mb + memory, guard, '---p', 0),
    ].join('\n');
    expect(residentWasmMb(smaps, memory)).toBe(30);
  });
});
