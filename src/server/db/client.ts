import { mkdirSync, chmodSync, existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of Db: what a hook that must commit with its caller receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  pool: pg.Pool;
  engine: DatabaseEngine;
  close(): Promise<void>;
  /** Has the embedded engine's thread collect its garbage (platform/idle-trim.ts). */
  trim?(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent the embedded engine is used in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  onError?: (error: Error) => void;
}

// Unix socket paths are limited to 108 bytes by the kernel (sockaddr_un).
const maxSocketPathLength = 100;
const execFileAsync = promisify(execFile);
const pgliteYoungGenerationMb = 16;
const pgliteStartTimeoutMs = 120_000;
const connectTimeoutMs = 5_000;
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

function openPostgres(url: string, options: OpenDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    // JIT compilation costs 10-20 ms per report query and saves nothing on queries this size.
    options: '-c jit=off',
    // A server that does not answer (down, or unreachable) fails the request in seconds, as a 503
    // (platform/database-unavailable.ts), instead of holding it until the client gives up; this
    // also bounds the wait for a free connection when every one is busy.
    connectionTimeoutMillis: connectTimeoutMs,
    // A connection whose server vanished without a word (a cut network) is noticed and dropped.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (error) => options.onError?.(error));
  return {
    db: drizzle(pool, { schema }),
    pool,
    engine: 'postgres',
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const socketPath = join(dataDir, '.s.PGSQL.5432');
  if (socketPath.length > maxSocketPathLength) {
    throw new Error(
      `DATA_DIR is too long for the embedded database's socket (${socketPath.length} > ${maxSocketPathLength} characters): choose a shorter path`,
    );
  }
  const lock = lockDataDir(dataDir);
  let worker: Worker | undefined;
  try {
    worker = await startPgliteWorker(join(dataDir, 'pglite'), socketPath);
  } catch (error) {
    lock.release();
    throw error;
  }
  const runningWorker = worker;
  runningWorker.on('error', (error) => options.onError?.(error));

  // pg reaches a Unix socket through `host` = its directory and the port in its file name.
  // One connection: PGlite is one session anyway, and pglite-socket's multiplexer can interleave
  // the extended-protocol messages of two connections outside a transaction (seen here: "portal
  // does not exist" and one query receiving another's rows). Queries queue in the pool instead.
  // Never hold a transaction while awaiting a query on another connection: it would wait forever.
  const pool = new pg.Pool({
    host: dataDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  pool.on('error', (error) => options.onError?.(error));

  let closed = false;
  return {
    db: drizzle(pool, { schema }),
    pool,
    engine: 'pglite',
    trim: () => trimPgliteWorker(runningWorker),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pool.end();
        await stopPgliteWorker(runningWorker);
      } finally {
        lock.release();
      }
    },
  };
}

async function startPgliteWorker(pgliteDir: string, socketPath: string): Promise<Worker> {
  mkdirSync(pgliteDir, { recursive: true, mode: 0o700 });
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) await initialiseDataDir(pgliteDir);
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: pgliteDir, socketPath, maxConnections: 16, settings: pgliteSettings },
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
