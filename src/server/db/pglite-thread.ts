import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFile, execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';

// The embedded engine's thread: PGlite on a worker thread serving a Unix socket in the data
// directory, which the data directory's lock reserves for this process. Without pg or the app's
// libraries, so that main.ts starts it before loading them: its start is most of the process's
// (ADR 0020). db/client.ts connects to it.

export interface PgliteThread {
  /** The directory of the socket (pg's `host`); its port is 5432. */
  socketDir: string;
  /** Has the thread collect its garbage (platform/runtime/idle-trim.ts); resolves once it has. */
  trim(): Promise<void>;
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
  let worker: Worker;
  try {
    worker = await startPgliteWorker(join(dataDir, 'pglite'), socketPath);
  } catch (error) {
    lock.release();
    throw error;
  }
  let stopped = false;
  return {
    socketDir: dataDir,
    trim: () => trimPgliteWorker(worker),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await stopPgliteWorker(worker);
      } finally {
        lock.release();
      }
    },
    onError: (listener) => worker.on('error', listener),
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

async function startPgliteWorker(pgliteDir: string, socketPath: string): Promise<Worker> {
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
    const onMessage = (message: { type: string; error?: string }) => {
      if (message.type === 'ready') {
        cleanup();
        resolve(worker);
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

/** Resolves once the thread has collected, or after a while if it is busy or gone. */
function trimPgliteWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', done);
      resolve();
    };
    const onMessage = (message: { type: string }) => {
      if (message.type === 'trimmed') done();
    };
    const timer = setTimeout(done, pgliteTrimTimeoutMs);
    worker.on('message', onMessage);
    worker.once('exit', done);
    worker.postMessage('trim');
  });
}

function stopPgliteWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate().then(() => resolve());
    }, pgliteCloseTimeoutMs);
    const onMessage = (message: { type: string }) => {
      if (message.type !== 'closed') return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      void worker.terminate().then(() => resolve());
    };
    worker.on('message', onMessage);
    worker.postMessage('close');
  });
}
