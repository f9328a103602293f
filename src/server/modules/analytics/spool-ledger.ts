import type pg from 'pg';
import type { SpoolLedger } from './spool-replay';

// The stretches of each spool the database has: click_spool_commits, written by the flush
// statement in the clicks' own transaction (flush-sql.ts) and read by a replay.

export function createSpoolLedger(pool: Pick<pg.Pool, 'query'>): SpoolLedger {
  return {
    async written(spool) {
      const result = await pool.query<{ first_seq: string; last_seq: string }>(
        'SELECT first_seq, last_seq FROM click_spool_commits WHERE spool = $1 ORDER BY first_seq',
        [spool],
      );
      return result.rows.map((row) => [Number(row.first_seq), Number(row.last_seq)]);
    },
    async forget(spool) {
      await pool.query('DELETE FROM click_spool_commits WHERE spool = $1', [spool]);
    },
  };
}
