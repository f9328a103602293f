// Hands the C allocator's free pages back to the system (ADR 0020). glibc keeps what a thread
// freed in that thread's arena for reuse, and the threads that compile PGlite's WebAssembly and
// JavaScript free tens of megabytes each at start-up and under load, then sit idle: measured, the
// arenas held 162 MB of which 46 MB were in use. Only malloc_trim(0) returns free pages from the
// middle of every arena; node has no binding for it, so it is called through koffi's FFI.

import { createRequire } from 'node:module';

interface Koffi {
  load(path: string): { func(signature: string): (pad: number) => number };
}

// Loaded at the first trim, not at start: a server that is never idle never loads the library.
let mallocTrim: ((pad: number) => number) | null | undefined;

function load(): ((pad: number) => number) | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as Koffi;
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
  } catch {
    // Not glibc (musl has no malloc_trim) or no koffi binary for this platform: the server keeps
    // what its allocator keeps, and nothing else changes.
    return null;
  }
}

/**
 * Returns the allocator's free pages to the system: 'released' when some were, 'none' when there
 * were none to return, 'unavailable' where the allocator has no malloc_trim.
 */
export function trimAllocator(): 'released' | 'none' | 'unavailable' {
  if (mallocTrim === undefined) mallocTrim = load();
  if (!mallocTrim) return 'unavailable';
  return mallocTrim(0) === 1 ? 'released' : 'none';
}
