import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

// Keeps raw clicks for a number of months (reports read the rollups, which stay) and forgets
// visitor hashes once their day is over. Deletes run in small batches so that they never hold
// long locks on a busy table; the BRIN index on clicked_at finds old rows cheaply.

const batchSize = 10_000;
const everyMs = 6 * 60 * 60_000;

export interface Retention {
  /** Deletes what is past its time now; resolves with the numbers removed. */
  run(): Promise<{ clicks: number; visitorDays: number }>;
  start(): void;
  stop(): void;
}

export function createRetention(options: {
  pool: pg.Pool;
  months: number;
  now: () => Date;
  logger: FastifyBaseLogger;
}): Retention {
  let timer: NodeJS.Timeout | undefined;

  async function run() {
    const cutoff = new Date(options.now());
    cutoff.setUTCMonth(cutoff.getUTCMonth() - options.months);
    let clicks = 0;
    for (;;) {
      const result = await options.pool.query(
        `DELETE FROM clicks WHERE ctid = ANY(ARRAY(
           SELECT ctid FROM clicks WHERE clicked_at < $1 LIMIT ${batchSize}))`,
        [cutoff],
      );
      clicks += result.rowCount ?? 0;
      if ((result.rowCount ?? 0) < batchSize) break;
    }
    // Hashes are salted per UTC day: yesterday's can still arrive late in a flush, older cannot.
    const visitors = await options.pool.query(
      `DELETE FROM visitor_days WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date - 1`,
      [options.now()],
    );
    return { clicks, visitorDays: visitors.rowCount ?? 0 };
  }

  async function runLogged() {
    try {
      const removed = await run();
      options.logger.info(removed, 'analytics retention ran');
    } catch (error) {
      options.logger.error({ err: error }, 'analytics retention failed; will try again');
    }
  }

  return {
    run,
    start() {
      timer ??= setInterval(() => void runLogged(), everyMs);
      timer.unref();
      // First run shortly after start, not during it.
      setTimeout(() => void runLogged(), 60_000).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
