import { createHmac, hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/geoip';
import { parseUserAgent } from '../../platform/user-agent';
import { createClickQueue } from './click-queue';
import { flushSql } from './flush-sql';

// Click ingest: the redirect hands a visit over and never waits. Visits wait in a bounded buffer
// and are written by one set-based statement (the batch as one JSON text) every flushIntervalMs
// or every maxBatch visits, together with the links' click counts. When the database is
// away the buffer keeps the visits (up to maxBuffered; the oldest are dropped and counted) and
// the next flush retries. On shutdown the buffer is flushed in full.

export interface Visit {
  linkId: string;
  at: Date;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  /** A country from a trusted proxy header, when the operator trusts one. */
  countryHint: string | null;
  destination: string;
}

/** A visit after enrichment: what a clicks row holds, named as its columns (it travels as JSON). */
interface Click {
  link_id: string;
  clicked_at: string;
  country: string | null;
  device: string;
  os: string | null;
  browser: string | null;
  referrer_host: string | null;
  is_bot: boolean;
  destination: string;
  visitor_hash: number;
}

export interface IngestOptions {
  pool: pg.Pool;
  geoip: GeoIp;
  logger: FastifyBaseLogger;
  /** Keys the daily visitor hash; never stored. */
  secret: string;
  flushIntervalMs?: number;
  maxBatch?: number;
  /**
   * The largest batch written while catching up with a backlog: more visits share each rollup
   * row, so a larger batch costs less per visit, but the statement holds its connection longer
   * (the embedded engine has only one).
   */
  maxBacklogBatch?: number;
  /** Batches written at once while catching up (each holds a connection of the pool). */
  concurrentBatches?: number;
  /**
   * The bound of the buffer. About 230 bytes of heap a visit: 500,000 (the default, about
   * 115 MB) hold a minute and a half of a 5,000 clicks/s burst beyond what the database writes.
   */
  maxBuffered?: number;
}

export interface ClickIngest {
  record(visit: Visit): void;
  /** Writes what is buffered now; resolves when that write is done (or has failed). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and flushes until the buffer is empty or the deadline passes. */
  stop(deadlineMs?: number): Promise<void>;
  /** buffered counts the visits waiting and those being written now. */
  stats(): { buffered: number; written: number; dropped: number; failedFlushes: number };
}

function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

export function createClickIngest(options: IngestOptions): ClickIngest {
  const { pool, geoip, logger, secret } = options;
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const maxBatch = options.maxBatch ?? 1_000;
  const maxBacklogBatch = Math.max(maxBatch, options.maxBacklogBatch ?? 5_000);
  const concurrentBatches = Math.max(1, options.concurrentBatches ?? 1);
  const maxBuffered = options.maxBuffered ?? 500_000;

  const buffer = createClickQueue<Click>();
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let failedFlushes = 0;
  let soonScheduled = false;
  let saltDay = '';
  let salt = '';

  function dailySalt(day: string): string {
    if (day !== saltDay) {
      saltDay = day;
      salt = createHmac('sha256', secret).update(`visitor:${day}`).digest('hex');
    }
    return salt;
  }

  // A secret daily salt in front of the address and agent: the hash cannot be reversed to an
  // address, nor matched across days. One-shot hash(): an HMAC object per visit cost twice as much,
  // and a Buffer digest twice what hex costs. The first 48 bits, as a number.
  function visitorHash(day: string, visit: Visit): number {
    const digest = hash('sha256', `${dailySalt(day)}\n${visit.ip}\n${visit.userAgent ?? ''}`, 'hex');
    return Number.parseInt(digest.slice(0, 12), 16);
  }

  // Enrichment runs as each visit is handed over (about 10 µs, after the answer has been
  // written) rather than all at once at flush time, where it would hold the event loop for tens
  // of milliseconds once a second and show up in the redirect's tail latency.
  function enrich(visit: Visit): Click {
    const agent = parseUserAgent(visit.userAgent);
    const at = visit.at.toISOString();
    return {
      link_id: visit.linkId,
      clicked_at: at,
      country: visit.countryHint ?? geoip.country(visit.ip),
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      referrer_host: referrerHost(visit.referer),
      is_bot: agent.isBot,
      destination: visit.destination,
      visitor_hash: visitorHash(at.slice(0, 10), visit),
    };
  }

  async function write(batch: Click[]): Promise<number> {
    // One JSON text: node-postgres escapes array parameters element by element, which held the
    // event loop (and every redirect waiting on it) for 25-55 ms per 5,000 visits; JSON.stringify
    // takes a few.
    const rows = JSON.stringify(batch);
    // Raw rows, click counts, visitors and rollups are one statement: they commit together or not
    // at all, so a retried batch is never counted twice.
    const client = await pool.connect();
    // A connection dropped mid-batch reports here as well as through the failed query; without
    // a listener the event would crash the process.
    const onConnectionError = (error: Error) => logger.warn({ err: error }, 'click flush connection lost');
    client.on('error', onConnectionError);
    let broken = false;
    try {
      const result = await client.query<{ inserted: number }>(flushSql, [rows]);
      return result.rows[0]?.inserted ?? 0;
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      client.off('error', onConnectionError);
      // A client that failed mid-statement is discarded rather than reused.
      client.release(broken);
    }
  }

  function enforceBound() {
    const excess = buffer.length - maxBuffered;
    if (excess <= 0) return;
    buffer.dropOldest(excess);
    dropped += excess;
    droppedSinceLog += excess;
  }

  interface FlushRun {
    failed: boolean;
    writers: Promise<void>[];
    active: number;
  }
  let run: FlushRun | null = null;

  /** Writes batches until the buffer is empty or a write fails (then the next tick retries). */
  async function drain(current: FlushRun): Promise<void> {
    while (buffer.length > 0 && !current.failed) {
      // A backlog (the database was slower than the traffic) is written in larger batches: more
      // visits share each rollup row, so catching up costs less per visit.
      const batch = buffer.take(maxBacklogBatch);
      inFlight += batch.length;
      addWriterIfBehind();
      try {
        // Not `written += await ...`: that reads `written` before the await, and another
        // writer's count would be lost.
        const count = await write(batch);
        written += count;
      } catch (error) {
        current.failed = true;
        failedFlushes += 1;
        // Put the batch back in front and try again on the next tick.
        buffer.putBack(batch);
        enforceBound();
        logger.error({ err: error, buffered: buffer.length }, 'click flush failed; will retry');
      } finally {
        inFlight -= batch.length;
      }
    }
  }

  function startWriter(current: FlushRun) {
    current.active += 1;
    current.writers.push(
      drain(current).finally(() => {
        current.active -= 1;
      }),
    );
  }

  // While a full backlog batch waits, another writer takes it on its own connection, so the
  // database works on as many cores; smaller remainders wait for a writer to come free, where
  // they aggregate better.
  function addWriterIfBehind() {
    if (run && !run.failed && run.active < concurrentBatches && buffer.length >= maxBacklogBatch) {
      startWriter(run);
    }
  }

  async function flushOnce(): Promise<void> {
    const current: FlushRun = { failed: false, writers: [], active: 0 };
    run = current;
    startWriter(current);
    // Writers may join while earlier ones are still writing.
    for (let index = 0; index < current.writers.length; index += 1) await current.writers[index];
    run = null;
    if (droppedSinceLog > 0) {
      logger.error({ dropped: droppedSinceLog }, 'click buffer was full: oldest visits dropped');
      droppedSinceLog = 0;
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    record(visit) {
      buffer.push(enrich(visit));
      enforceBound();
      addWriterIfBehind();
      if (buffer.length >= maxBatch && !flushing && !soonScheduled) {
        soonScheduled = true;
        setImmediate(() => {
          soonScheduled = false;
          void flush();
        });
      }
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    async stop(deadlineMs = 8_000) {
      clearInterval(timer);
      timer = undefined;
      const deadline = Date.now() + deadlineMs;
      while (Date.now() < deadline) {
        await flush();
        if (buffer.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      logger.error({ lost: buffer.length }, 'shutdown deadline passed with visits still buffered');
    },
    stats: () => ({ buffered: buffer.length + inFlight, written, dropped, failedFlushes }),
  };
}
