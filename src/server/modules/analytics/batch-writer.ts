import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Visit } from './click-queue';
import type { SpoolCommit } from './spool';
import { enrich, type EnrichContext } from './enrich';
import { flushSql } from './flush-sql';

// Writes one batch of visits: enriched, as one JSON text, by the one flush statement, on a
// connection of its own. The ingest decides when and how much; this only writes.

/**
 * Writes a batch and answers how many clicks were stored (visits of deleted links are not). With
 * `commit`, the batch's stretches of the click spool are recorded in the same statement.
 */
export type WriteBatch = (batch: Visit[], commit?: SpoolCommit) => Promise<number>;

/** Visits enriched and serialised in one go before the writer lets the event loop run. */
const prepareSlice = 500;

// The batch as one JSON text: node-postgres escapes array parameters element by element, which
// held the event loop for 25-55 ms per 5,000 visits. Enrichment (about 5 µs a visit) and
// JSON.stringify run a slice at a time, so redirects are answered in between; done in one go
// a 5,000-visit batch held them for 30 ms.
export async function toJson(batch: Visit[], context: EnrichContext): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < batch.length; start += prepareSlice) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const slice = batch.slice(start, start + prepareSlice).map((visit) => enrich(visit, context));
    parts.push(JSON.stringify(slice).slice(1, -1));
  }
  return `[${parts.join(',')}]`;
}

/** What a committed batch set off besides its clicks. */
export interface BatchCommitted {
  /** The links it brought to their click cap. */
  capped: { domain: string; code: string }[];
  /** The link.clicked messages it made, and the clicks it queued for the next (flush-sql.ts). */
  webhooks: { messages: number; queued: number };
}

export function createBatchWriter(options: {
  pool: Pick<pg.Pool, 'connect'>;
  logger: FastifyBaseLogger;
  context: EnrichContext;
  /** Told, once a batch is committed, what it set off besides (links capped, webhook messages). */
  onCommitted?: (outcome: BatchCommitted) => void;
  now?: () => Date;
}): WriteBatch {
  const { pool, logger, context, onCommitted } = options;
  const now = options.now ?? (() => new Date());
  // One listener for every client: a connection dropped mid-batch reports here as well as
  // through the failed query; without a listener the event would crash the process.
  const onConnectionError = (error: Error) => logger.warn({ err: error }, 'click flush connection lost');
  return async (batch, commit) => {
    const rows = await toJson(batch, context);
    const spool = commit ? [commit.spool, JSON.stringify(commit.ranges), commit.pruneBelow] : [null, '[]', 0];
    const at = now().toISOString();
    // Raw rows, click counts, visitors and rollups are one statement: they commit together or not
    // at all, so a retried batch is never counted twice.
    const client = await pool.connect();
    client.on('error', onConnectionError);
    let broken = false;
    try {
      // The plan must probe visitor_days by its key. On an empty table (a new install, or a new
      // database) the planner prices a sequential scan at nothing and keeps it for every probe,
      // while the same statement fills the table: each probe then reads every page just written
      // (measured: 955 clicks/s instead of 30,000). SET LOCAL holds for this transaction only.
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const result = await client.query<{
        inserted: number;
        messages: number;
        queued: number;
        capped: [string, string][];
      }>(flushSql, [rows, ...spool, at]);
      await client.query('COMMIT');
      const capped = result.rows[0]?.capped ?? [];
      const webhooks = { messages: result.rows[0]?.messages ?? 0, queued: result.rows[0]?.queued ?? 0 };
      if (capped.length > 0 || webhooks.messages > 0 || webhooks.queued > 0)
        onCommitted?.({ capped: capped.map(([domain, code]) => ({ domain, code })), webhooks });
      return result.rows[0]?.inserted ?? 0;
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      client.off('error', onConnectionError);
      // A client that failed mid-transaction is discarded rather than reused (no ROLLBACK needed).
      client.release(broken);
    }
  };
}
