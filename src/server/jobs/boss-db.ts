import { setImmediate as nextTurn } from 'node:timers/promises';
import type pg from 'pg';
import type { Connection } from '../db/advisory-lock';

// pg-boss runs its statements through this instead of a pool of its own. On the embedded engine
// the app's pool is the only way in (one connection, see db/client.ts); on PostgreSQL it keeps
// pg-boss inside the connection budget the operator set (DATABASE_POOL_SIZE) and lets both
// engines share one tested path.
//
// What pg-boss sends: single statements with $n parameters (extended protocol), and its locked
// commands (migrations, maintenance) as `BEGIN; ...; COMMIT;` text without parameters, which pg
// sends as one simple-protocol message, so PGlite runs it whole and nothing interleaves on its
// one connection. pg-boss never combines several statements with parameters.

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` with every statement on one client of the pool, one after another (a lock held
   * on it then covers them all, and a pool of one connection is not asked for a second). `work`
   * gets that client's queue of statements.
   */
  pinned<T>(work: (connection: Connection) => Promise<T>): Promise<T>;
  /** Resolves once no statement is in flight. */
  idle(): Promise<void>;
}

export function createBossDb(pool: pg.Pool, onError: (error: unknown, sql: string) => void): BossDb {
  const inFlight = new Set<Promise<unknown>>();
  let pin: pg.PoolClient | null = null;
  // Statements on the pinned client run one after another: pg queues a second query on a busy
  // client itself, but warns that pg 9 will not (pg-boss sends its setup statements unawaited).
  let pinnedTail: Promise<unknown> = Promise.resolve();

  function query(text: string, values?: unknown[]): Promise<pg.QueryResult | pg.QueryResult[]> {
    const client = pin;
    if (client === null) return pool.query(text, values);
    const run = () => client.query(text, values) as Promise<pg.QueryResult | pg.QueryResult[]>;
    const running = pinnedTail.then(run, run);
    pinnedTail = running;
    return running;
  }

  return {
    executeSql(text, values) {
      const running = query(text, values).then((result: pg.QueryResult | pg.QueryResult[]) => ({
        // A multi-statement text answers one result per statement; pg-boss reads none of them.
        rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows,
      }));
      inFlight.add(running);
      // pg-boss completes and fails jobs without awaiting the statement: without this handler a
      // failure there (the database gone) would be an unhandled rejection. Callers that do await
      // still receive the error.
      void running
        .catch((error: unknown) => onError(error, firstLine(text)))
        .finally(() => inFlight.delete(running));
      return running;
    },
    async pinned(work) {
      const client = await pool.connect();
      pin = client;
      pinnedTail = Promise.resolve();
      try {
        return await work({ query: (text, values) => query(text, values) });
      } finally {
        pin = null;
        // Statements pg-boss sent without awaiting them finish before the client goes back.
        await pinnedTail.catch(() => undefined);
        client.release();
      }
    },
    async idle() {
      // A statement that ends can make pg-boss start another (a fetch, then the job's fail).
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        await nextTurn();
      }
    },
  };
}

function firstLine(sql: string): string {
  return sql.trim().split('\n', 1)[0] ?? '';
}
