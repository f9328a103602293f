// Work that processes starting together on one PostgreSQL must do one at a time (migrations,
// pg-boss's schema and queues): a session advisory lock on a connection held for it. Each caller
// has its own fixed id, shared by every Ringkas process.

export const lockIds = { migrations: 7_164_001, jobQueue: 7_164_002 } as const;

/** A connection to run statements on (a pg client, or jobs/boss-db.ts's pinned one). */
export interface Connection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

export async function withAdvisoryLock<T>(
  client: Connection,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  await client.query('SELECT pg_advisory_lock($1)', [id]);
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [id]);
  }
}
