// Runs the embedded PostgreSQL (PGlite, WASM) on its own thread and serves it over the Postgres
// wire protocol on a Unix socket. PGlite executes queries on the thread that calls it; keeping it
// here means a slow report never blocks the main event loop that answers redirects.
// Plain JavaScript so that worker_threads can load it from src/ and from dist/ alike.
import { chmod, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, maxConnections, settings, wasmModule } = workerData;
const workerNice = 10;

// Server settings for a small embedded database (ADR 0020): each `name=value` becomes a `-c`
// start parameter after PGlite's own.
function startParams() {
  return [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])];
}

async function start() {
  // This thread runs a little behind the main one: when the cores are all busy, redirects are
  // answered first and the click writes catch up from the buffer (a report waits a little longer
  // then). Linux only, where a thread has a nice value of its own (0 names the calling thread);
  // elsewhere it would slow the whole process.
  if (process.platform === 'linux') setPriority(0, workerNice);
  await rm(socketPath, { force: true });
  // pg_trgm: user management's search (migration 0015) is a trigram index, as on PostgreSQL.
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: startParams(),
    // Compiled once by the process (pglite-thread.ts).
    pgliteWasmModule: wasmModule,
  });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  await chmod(socketPath, 0o600);

  // The size of the engine's WebAssembly memory: the main thread finds its mapping by it
  // (wasm-memory.ts). It changes when the memory grows past its initial size.
  const memoryBytes = () => db.Module.wasmMemory?.buffer.byteLength ?? db.Module.HEAPU8.byteLength;

  parentPort.on('message', async (message) => {
    // The main thread went quiet (platform/runtime/idle-trim.ts): so does this one's heap; the main thread
    // then returns what both freed to the system.
    if (message === 'trim') {
      await globalThis.gc?.({ type: 'major', execution: 'async' });
      parentPort.postMessage({ type: 'trimmed', memoryBytes: memoryBytes() });
      return;
    }
    // A replacement of the engine (db/client.ts `recycle`) while another program reads through the
    // socket (a backup, a benchmark's counter, psql) would cut it off: the main thread holds the
    // app's one connection, so any more are someone else's, and the engine stays.
    if (message === 'close-if-alone' && server.getStats().activeConnections > 1) {
      parentPort.postMessage({ type: 'busy' });
      return;
    }
    if (message !== 'close' && message !== 'close-if-alone') return;
    try {
      await server.stop();
      await db.close();
      await rm(socketPath, { force: true });
      parentPort.postMessage({ type: 'closed' });
    } catch (error) {
      parentPort.postMessage({ type: 'closed', error: String(error) });
    }
  });
  parentPort.postMessage({ type: 'ready', memoryBytes: memoryBytes() });
}

start().catch((error) => {
  parentPort.postMessage({ type: 'error', error: error instanceof Error ? error.stack : String(error) });
});
