import type { BossDb } from './boss-db';

// The run record is pg-boss's own job row: one per periodic run or enqueued job, kept in
// `<schema>.job` while it is recent and in `<schema>.archive` after maintenance moves it (12 hours
// after it ended), deleted 7 days after that. A retry reuses the row, so it holds the latest
// attempt's start, the attempt count and the last error; every failed attempt is also logged.

export type RunState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRun {
  id: string;
  state: RunState;
  /** Tries so far (0 before the first one starts). */
  attempts: number;
  createdAt: Date;
  /** Start of the latest attempt. */
  startedAt: Date | null;
  /** When it completed or finally failed; null while it may still run. */
  endedAt: Date | null;
  /** What run() resolved with, for a completed run. */
  result: unknown;
  /** The last failure's message (also set while a retry is pending). */
  error: string | null;
}

interface JobRow {
  id: string;
  state: RunState;
  retry_count: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: unknown;
}

export async function readRuns(db: BossDb, schema: string, name: string, limit: number): Promise<JobRun[]> {
  const columns = 'id, state, retry_count, created_on, started_on, completed_on, output';
  const { rows } = await db.executeSql(
    `SELECT ${columns} FROM ${schema}.job WHERE name = $1
     UNION ALL
     SELECT ${columns} FROM ${schema}.archive WHERE name = $1
     ORDER BY created_on DESC, id
     LIMIT $2`,
    [name, limit],
  );
  return (rows as JobRow[]).map(toRun);
}

function toRun(row: JobRow): JobRun {
  const completed = row.state === 'completed';
  return {
    id: row.id,
    state: row.state,
    attempts: row.started_on ? row.retry_count + 1 : 0,
    createdAt: row.created_on,
    startedAt: row.started_on,
    endedAt: row.completed_on,
    // The scheduler hands pg-boss { result } so that any value, undefined included, round-trips.
    result: completed ? ((row.output as { result?: unknown } | null)?.result ?? null) : null,
    error: completed ? null : errorMessage(row.output),
  };
}

// Failures are stored as pg-boss serialised them: an Error's fields, or { value } for a string
// (its shutdown and time-out messages).
function errorMessage(output: unknown): string | null {
  if (output === null || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
    return (value as { message: string }).message;
  return null;
}
