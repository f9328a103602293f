import { readFile } from 'node:fs/promises';

// How much of the embedded engine's WebAssembly memory is resident (ADR 0020). PGlite's heap is a
// WebAssembly memory, which V8 maps as a read-write region the memory's size, followed at once
// by the rest of its reservation (8 GB in all), inaccessible. Pages of the region count only once
// touched, and a page once touched stays so: what a load grew is never returned, which is what a
// new engine is started for (db/client.ts). JavaScript cannot see the region's address, so it is
// found in the process's mappings by that shape and its size.

/** Inaccessible reservations at least this large follow a WebAssembly memory (V8's guard regions). */
const reservationMinBytes = 4 * 1024 ** 3;

/**
 * The resident megabytes of every read-write mapping of `memoryBytes` followed by a guard
 * reservation, in /proc/<pid>/smaps' text. One engine a process in production; a process with
 * several (the tests) counts them all.
 */
export function residentWasmMb(smaps: string, memoryBytes: number): number {
  let residentKb = 0;
  let previous: { end: bigint; bytes: bigint; writable: boolean; rssKb: number } | undefined;
  let current: typeof previous;
  for (const line of smaps.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (mapping) {
      const start = BigInt(`0x${mapping[1]}`);
      const end = BigInt(`0x${mapping[2]}`);
      const perms = mapping[3] ?? '';
      previous = current;
      current = { end, bytes: end - start, writable: perms.startsWith('rw'), rssKb: 0 };
      const isGuard = perms.startsWith('---') && current.bytes >= BigInt(reservationMinBytes);
      if (
        isGuard &&
        previous?.writable === true &&
        previous.end === start &&
        previous.bytes === BigInt(memoryBytes)
      ) {
        residentKb += previous.rssKb;
      }
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssKb = Number(rss[1]);
  }
  return residentKb / 1024;
}

/**
 * The same for this process, where the kernel shows its mappings (Linux); undefined elsewhere. Read
 * off the event loop: the kernel takes 10-20 ms to write a server's mappings out.
 */
export async function readResidentWasmMb(memoryBytes: number): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    return residentWasmMb(await readFile('/proc/self/smaps', 'utf8'), memoryBytes);
  } catch {
    return undefined;
  }
}
