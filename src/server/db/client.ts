import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
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
  /** Has the embedded engine's thread collect its garbage (platform/runtime/idle-trim.ts). */
  trim?(): Promise<void>;
  /**
   * Replaces the embedded engine with a new one on the same data, giving back the WebAssembly
   * memory that the old one grew under a load and never returns (ADR 0020). Queries sent meanwhile
   * wait for the new one; none fails. Resolves false, nothing replaced, while another program
   * reads through the engine's socket (a backup) or once the database is closing.
   */
  recycle?(): Promise<boolean>;
  /**
   * The embedded engine's WebAssembly memory made resident since it started, as of the last trim
   * (db/wasm-memory.ts): what a recycle would give back. Undefined where it cannot be read.
   */
  engineGrowthMb?(): Promise<number | undefined>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent the embedded engine is used in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  onError?: (error: Error) => void;
  /** The embedded engine's thread when already starting (main.ts); started here otherwise. */
  pgliteThread?: Promise<PgliteThread> | undefined;
}

const connectTimeoutMs = 5_000;

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
    // (platform/runtime/database-unavailable.ts), instead of holding it until the client gives up; this
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
  const thread = await (options.pgliteThread ?? startPgliteThread(options.dataDir));
  thread.onError((error) => options.onError?.(error));

  // pg reaches a Unix socket through `host` = its directory and the port in its file name.
  // One connection: PGlite is one session anyway, and pglite-socket's multiplexer can interleave
  // the extended-protocol messages of two connections outside a transaction (seen here: "portal
  // does not exist" and one query receiving another's rows). Queries queue in the pool instead.
  // Never hold a transaction while awaiting a query on another connection: it would wait forever.
  const pool = new pg.Pool({
    host: thread.socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  pool.on('error', (error) => options.onError?.(error));

  let closed = false;
  // A replacement under way, which a close lets finish: the pool would not serve its connection
  // once ending.
  let recycling: Promise<boolean> = Promise.resolve(false);
  return {
    db: drizzle(pool, { schema }),
    pool,
    engine: 'pglite',
    trim: () => thread.trim(),
    engineGrowthMb: () => thread.growthMb(),
    recycle() {
      if (closed) return Promise.resolve(false);
      recycling = recycling
        .catch(() => false)
        .then(async () => {
          if (closed) return false;
          // The pool's only connection, taken as any query takes it: what runs on it finishes
          // first, and what comes meanwhile queues in the pool until the new engine answers.
          const client = await pool.connect();
          // The old engine ends this connection under it; it is dropped, and the next query opens
          // one to the new engine.
          client.on('error', () => undefined);
          // A kept engine still serves this connection; a replaced one, or one that failed in
          // the replacing, ended it.
          let kept = false;
          try {
            const replaced = await thread.restart();
            kept = !replaced;
            return replaced;
          } finally {
            client.release(!kept);
          }
        });
      return recycling;
    },
    async close() {
      if (closed) return;
      closed = true;
      await recycling.catch(() => undefined);
      try {
        await pool.end();
      } finally {
        await thread.stop();
      }
    },
  };
}
