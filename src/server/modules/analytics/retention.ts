import type pg from 'pg';
import type { JobSpec } from '../../platform/wiring/job-spec';

// Job analytics.retention: every 6 hours (jobs/registry.ts), one run across all processes.
// Policy: raw clicks older than CLICK_RETENTION_MONTHS go (reports read the rollups, which stay),
// 10,000 rows per statement so no delete holds long locks on a busy table (the BRIN index on
// clicked_at finds them cheaply), until none is left; visitor hashes go once their day is over.
// A failed run is retried twice (after 5-10, then 10-20 minutes); a run cut off halfway is
// harmless, the next one carries on where it stopped.

const batchSize = 10_000;

export interface Retention {
  /** Deletes what is past its time now; resolves with the numbers removed. Stops between
   * batches once the signal is aborted. */
  run(signal?: AbortSignal): Promise<{ clicks: number; visitorDays: number }>;
}

export function createRetention(options: { pool: pg.Pool; months: number; now: () => Date }): Retention {
  async function run(signal?: AbortSignal) {
    const cutoff = new Date(options.now());
    cutoff.setUTCMonth(cutoff.getUTCMonth() - options.months);
    let clicks = 0;
    for (;;) {
      signal?.throwIfAborted();
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

  return { run };
}

/** The retention as a job for the scheduler; jobs/registry.ts gives it its schedule. */
export function retentionJob(retention: Pick<Retention, 'run'>): JobSpec {
  return {
    name: 'analytics.retention',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    // A first run after a long outage may delete millions of rows.
    expireInSeconds: 60 * 60,
    async run({ signal, logger }) {
      const removed = await retention.run(signal);
      logger.info(removed, 'analytics retention ran');
      return removed;
    },
  };
}
