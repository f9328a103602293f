import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFile, execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';
import { readResidentWasmMb } from './wasm-memory';

// The embedded engine's thread: PGlite on a worker thread serving a Unix socket in the data
// directory, which the data directory's lock reserves for this process. Without pg or the app's
// libraries, so that main.ts starts it before loading them: its start is most of the process's
// (ADR 0020). db/client.ts connects to it.

export interface PgliteThread {
  /** The directory of the socket (pg's `host`); its port is 5432. */
  socketDir: string;
  /** Has the thread collect its garbage (platform/runtime/idle-trim.ts); resolves once it has. */
  trim(): Promise<void>;
  /**
   * Closes the engine and opens a new one on the same data and socket: the WebAssembly memory the
   * old one grew to, which it never gives back, goes with its thread (ADR 0020). Every connection
   * to the socket ends; the caller holds its own (db/client.ts), so none of the app's is in use.
   * Resolves false, the engine kept, while another program has a connection open (a backup).
   */
  restart(): Promise<boolean>;
  /**
   * How many MB of its WebAssembly memory the engine has made resident since it started, as of
   * the last trim; undefined where the process's mappings cannot be read (wasm-memory.ts).
   */
  growthMb(): Promise<number | undefined>;
  /** Stops the thread and releases the data directory. */
  stop(): Promise<void>;
  onError(listener: (error: Error) => void): void;
}

// Unix socket paths are limited to 108 bytes by the kernel (sockaddr_un).
const maxSocketPathLength = 100;
const execFileAsync = promisify(execFile);
const pgliteYoungGenerationMb = 16;
const pgliteStartTimeoutMs = 120_000;
const pgliteCloseTimeoutMs = 10_000;
const pgliteTrimTimeoutMs = 5_000;

/**
 * The embedded server's settings (ADR 0020). PostgreSQL's defaults assume a server with memory to
 * spare; PGlite is one session in a WebAssembly heap that never shrinks, beside the OS page cache
 * that holds the same pages again. 8 MB of shared buffers keeps the hot index pages (link lookups,
 * the click rollups being written); the reports and the ingest measured the same with 8 and 16 MB,
 * and every megabyte of buffers is a megabyte of the heap once touched.
 */
export const pgliteSettings = [
  'shared_buffers=8MB',
  // Index builds and VACUUM: enough for this size of database, bounded so one cannot grow the heap.
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
];

/** Starts the embedded engine in dataDir (created when new), which it locks for this process. */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const socketPath = join(dataDir, '.s.PGSQL.5432');
  if (socketPath.length > maxSocketPathLength) {
    throw new Error(
      `DATA_DIR is too long for the embedded database's socket (${socketPath.length} > ${maxSocketPathLength} characters): choose a shorter path`,
    );
  }
  const lock = lockDataDir(dataDir);
  const pgliteDir = join(dataDir, 'pglite');
  let worker: EngineWorker | null;
  try {
    worker = await startPgliteWorker(pgliteDir, socketPath);
  } catch (error) {
    lock.release();
    throw error;
  }
  let stopped = false;
  const errorListeners: ((error: Error) => void)[] = [];
  const onWorkerError = (error: Error) => {
    for (const listener of errorListeners) listener(error);
  };
  worker.thread.on('error', onWorkerError);
  // One restart at a time; a stop waits for the one under way, and a restart after a stop does
  // nothing. A restart that could not start the new engine leaves none (connections then fail,
  // as with a server that is down), and the next restart tries again.
  let restarting: Promise<boolean> = Promise.resolve(false);
  return {
    socketDir: dataDir,
    async trim() {
      if (worker) worker.memoryBytes = (await trimPgliteWorker(worker.thread)) ?? worker.memoryBytes;
    },
    async growthMb() {
      if (!worker) return undefined;
      const { memoryBytes } = worker;
      const [startMb, residentMb] = await Promise.all([worker.startMb, readResidentWasmMb(memoryBytes)]);
      return startMb === undefined || residentMb === undefined ? undefined : residentMb - startMb;
    },
    restart() {
      restarting = restarting
        .catch(() => undefined)
        .then(async () => {
          if (stopped) return false;
          if (worker) {
            if (!(await stopPgliteWorker(worker.thread, 'close-if-alone'))) return false;
            worker.thread.off('error', onWorkerError);
            worker = null;
          }
          worker = await startPgliteWorker(pgliteDir, socketPath);
          worker.thread.on('error', onWorkerError);
          return true;
        });
      return restarting;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await restarting.catch(() => undefined);
      try {
        if (worker) await stopPgliteWorker(worker.thread);
      } finally {
        lock.release();
      }
    },
    onError(listener) {
      errorListeners.push(listener);
    },
  };
}

/** Node's WebAssembly, which the server's libraries (ES2023, @types/node) do not declare. */
const webAssembly = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => unknown } })
  .WebAssembly;
let compiledEngine: unknown;

/**
 * PGlite's engine (a WebAssembly.Module) compiled once a process: every thread started after the
 * first (a test run's databases, one after another) instantiates the same compiled code instead of
 * compiling 9 MB of WebAssembly again, which took half of a database's start. Synchronous (V8
 * compiles each function when first called: 30-40 ms here): an await let main.ts's load of the
 * app's code go first and started the thread 0.8 s late.
 */
function pgliteEngine(): unknown {
  if (compiledEngine === undefined) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    compiledEngine = new webAssembly.Module(readFileSync(join(dist, 'pglite.wasm')));
  }
  return compiledEngine;
}

/**
 * A started engine's thread, its WebAssembly memory's size and the resident MB at its start (read
 * beside the start, not in its way).
 */
interface EngineWorker {
  thread: Worker;
  memoryBytes: number;
  startMb: Promise<number | undefined>;
}

async function startPgliteWorker(pgliteDir: string, socketPath: string): Promise<EngineWorker> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) await createDataDir(pgliteDir, builtTemplate);
  const wasmModule = pgliteEngine();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir: pgliteDir,
      socketPath,
      maxConnections: 16,
      settings: pgliteSettings,
      wasmModule,
    },
    // The process's --max-semi-space-size (ADR 0003) is for the redirects' garbage; this thread's
    // is wire-protocol buffers, and 64 MB of young generation here only held memory after a load.
    resourceLimits: { maxYoungGenerationSizeMb: pgliteYoungGenerationMb },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('The embedded database did not start in time'));
    }, pgliteStartTimeoutMs);
    const onMessage = (message: { type: string; error?: string; memoryBytes?: number }) => {
      if (message.type === 'ready') {
        cleanup();
        const memoryBytes = message.memoryBytes ?? 0;
        resolve({ thread: worker, memoryBytes, startMb: readResidentWasmMb(memoryBytes) });
      } else if (message.type === 'error') {
        cleanup();
        void worker.terminate();
        reject(new Error(`The embedded database failed to start: ${message.error ?? 'unknown error'}`));
      }
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The embedded database worker exited during start (code ${code})`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
  });
}

/**
 * The database the build created and migrated (scripts/build-server.mjs): beside the built server
 * only, so a start from the sources (the tests) runs initdb itself.
 */
const builtTemplate = fileURLToPath(new URL('./pglite-template', import.meta.url));

/**
 * A new database in pgliteDir: a copy of `template` when there is one, else initdb. initdb and
 * the migrations after it take seconds of WebAssembly (a new install's first start was 6-8 s, ADR
 * 0040); a copy of their result takes a tenth of a second. The copy is made beside pgliteDir and renamed into place, so a start
 * that dies half-way leaves no half a database. A directory that holds something else than a
 * database is left to initdb, which refuses it with its own message.
 */
export async function createDataDir(pgliteDir: string, template: string): Promise<void> {
  mkdirSync(pgliteDir, { recursive: true, mode: 0o700 });
  if (!existsSync(join(template, 'PG_VERSION')) || readdirSync(pgliteDir).length > 0) {
    await initialiseDataDir(pgliteDir);
    return;
  }
  const copy = `${pgliteDir}.new-${process.pid}`;
  rmSync(copy, { recursive: true, force: true });
  try {
    // Synchronous, like the rest of the thread's start up to its Worker: main.ts loads the app's
    // code once this yields to the event loop, and that load would go first. The system's cp: 0.14
    // s for the template's 1,000 files and 39 MB, where node's fs.cp took 0.58 s.
    execFileSync('cp', ['-R', template, copy]);
    chmodSync(copy, 0o700);
    // rename(2) replaces an empty directory.
    renameSync(copy, pgliteDir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** initdb in a child process: what it allocates is returned when it exits (ADR 0020). */
async function initialiseDataDir(pgliteDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  try {
    await execFileAsync(process.execPath, [script, pgliteDir, ...pgliteSettings], {
      timeout: pgliteStartTimeoutMs,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `The embedded database could not be created in ${pgliteDir}: ${stderr || String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Resolves once the thread has collected, with its WebAssembly memory's size then; undefined after
 * a while if it is busy or gone.
 */
function trimPgliteWorker(worker: Worker): Promise<number | undefined> {
  return new Promise((resolve) => {
    const done = (memoryBytes?: number) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(memoryBytes);
    };
    const onExit = () => done();
    const onMessage = (message: { type: string; memoryBytes?: number }) => {
      if (message.type === 'trimmed') done(message.memoryBytes);
    };
    const timer = setTimeout(onExit, pgliteTrimTimeoutMs);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.postMessage('trim');
  });
}

/**
 * Stops the thread; with 'close-if-alone', only if no program but this one has a connection open
 * to its socket (resolves false then, the thread running on).
 */
function stopPgliteWorker(worker: Worker, how: 'close' | 'close-if-alone' = 'close'): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      worker.off('message', onMessage);
      void worker.terminate().then(() => resolve(true));
    }, pgliteCloseTimeoutMs);
    const onMessage = (message: { type: string }) => {
      if (message.type !== 'closed' && message.type !== 'busy') return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      if (message.type === 'busy') resolve(false);
      else void worker.terminate().then(() => resolve(true));
    };
    worker.on('message', onMessage);
    worker.postMessage(how);
  });
}
