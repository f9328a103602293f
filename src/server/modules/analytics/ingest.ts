import { createHmac, hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/geoip';
import { parseUserAgent } from '../../platform/user-agent';
import { createClickQueue, type Visit } from './click-queue';
import { eventLoopLoad, loadSampleMs } from './event-loop-load';
import { keepVisits, takeKeptVisits } from './kept-visits';
import { flushSql } from './flush-sql';

// Click ingest: the redirect hands a visit over and never waits. Visits wait in a bounded buffer
// and are written by one set-based statement (the batch as one JSON text) every flushIntervalMs
// or every maxBatch visits, together with the links' click counts. When the database is
// away the buffer keeps the visits (up to maxBuffered; the oldest are dropped and counted) and
// the next flush retries. On shutdown the buffer is flushed in full.
//
// Redirects come first. The buffer holds visits as they arrived; enrichment (country, agent,
// visitor hash) and the JSON text are made by the writer, in slices with the event loop free in
// between. And while the event loop is saturated (a burst the process answers at full speed), the
// timed writes wait: writing then costs the redirect half its speed (the database's work competes
// for the same cores; measured on the embedded engine, 2 cores: 40,000 -> 19,000 redirects/s)
// and cannot keep up anyway. The writes resume as soon as the loop has room again, once the
// oldest visit has waited maxWaitMs (under lasting load the figures lag by that much, no more),
// or once the buffer is nearly full (a burst longer than the buffer loses as little as it can).

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
   * The bound of the buffer. About 56 bytes a visit (in columns, click-queue.ts), plus any string
   * of its own (a referrer, a destination with a merged query): 1,000,000 (the default, about
   * 56 MB) hold 20 s of a 50,000 visits/s burst, or three minutes of a 5,000 visits/s one beyond
   * what the database writes.
   */
  maxBuffered?: number;
  /**
   * Whether the event loop is saturated, asked between batches of a timed write. The default
   * samples the loop's utilisation every 50 ms (busy from 80%, free again below 50%:
   * event-loop-load.ts).
   */
  isBusy?: () => boolean;
  /** How long a visit may wait for a saturated event loop before it is written anyway. */
  maxWaitMs?: number;
  /**
   * Where visits the shutdown could not write in time are kept; start() takes them back into the
   * buffer. Without it they are lost (and counted in the log).
   */
  keptVisitsDir?: string;
}

export interface ClickIngest {
  record(visit: Visit): void;
  /**
   * Writes what is buffered now, busy or not; resolves when that write is done (or has failed).
   */
  flush(): Promise<void>;
  /**
   * Starts the timed writes (and the watch on the event loop's load they wait for), after taking
   * back the visits an earlier shutdown kept.
   */
  start(): void;
  /**
   * Stops the timer and flushes until the buffer is empty or the deadline passes (no batch starts
   * after it); what is left is kept for the next start when keptVisitsDir is set.
   */
  stop(deadlineMs?: number): Promise<void>;
  /** buffered counts the visits waiting and those being written now. */
  stats(): { buffered: number; written: number; dropped: number; failedFlushes: number; kept: number };
}

function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The share of the buffer past which timed writes go on even while the event loop is busy. */
const writeWhenBusyAbove = 0.9;
/** Visits enriched and serialised in one go before the writer lets the event loop run. */
const prepareSlice = 500;

/**
 * How long a full batch waits before its write starts: long enough for a whole load sample to
 * fall after it, so a burst that fills the batch is seen before the write competes with it (a
 * batch on the embedded engine takes its thread about a second).
 */
const fullBatchDelayMs = 2 * loadSampleMs;

export function createClickIngest(options: IngestOptions): ClickIngest {
  const { pool, geoip, logger, secret } = options;
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const maxBatch = options.maxBatch ?? 1_000;
  const maxBacklogBatch = Math.max(maxBatch, options.maxBacklogBatch ?? 5_000);
  const concurrentBatches = Math.max(1, options.concurrentBatches ?? 1);
  const maxBuffered = options.maxBuffered ?? 1_000_000;
  const load = eventLoopLoad();
  const isBusy = options.isBusy ?? load.isBusy;
  const maxWaitMs = options.maxWaitMs ?? 30_000;

  const buffer = createClickQueue();
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let flushingYields = false;
  let timer: NodeJS.Timeout | undefined;
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let failedFlushes = 0;
  let kept = 0;
  let fullBatchTimer: NodeJS.Timeout | undefined;
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

  function enrich(visit: Visit): Click {
    const agent = parseUserAgent(visit.userAgent);
    const at = new Date(visit.at).toISOString();
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

  // The batch as one JSON text: node-postgres escapes array parameters element by element, which
  // held the event loop for 25-55 ms per 5,000 visits. Enrichment (about 5 µs a visit) and
  // JSON.stringify run a slice at a time, so redirects are answered in between; done in one go
  // a 5,000-visit batch held them for 30 ms.
  async function toJson(batch: Visit[]): Promise<string> {
    const parts: string[] = [];
    for (let start = 0; start < batch.length; start += prepareSlice) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const slice = batch.slice(start, start + prepareSlice).map(enrich);
      parts.push(JSON.stringify(slice).slice(1, -1));
    }
    return `[${parts.join(',')}]`;
  }

  async function write(batch: Visit[]): Promise<number> {
    const rows = await toJson(batch);
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
    /** A timed write, which stops between batches while the event loop is saturated. */
    yields: boolean;
  }
  let run: FlushRun | null = null;

  /**
   * Timed writes wait while the event loop is saturated, unless the oldest visit has waited long
   * enough or the buffer is nearly full.
   */
  function shouldWait(): boolean {
    if (!isBusy() || buffer.length >= maxBuffered * writeWhenBusyAbove) return false;
    const oldestAt = buffer.oldestAt();
    return oldestAt !== undefined && Date.now() - oldestAt < maxWaitMs;
  }

  /** Set by stop(): no batch starts after it, so what is left can still be kept in time. */
  let stopBy: number | undefined;

  /**
   * Writes batches until the buffer is empty, a write fails (then the next tick retries), the
   * shutdown's deadline has passed or, for a timed write, the event loop is saturated.
   */
  async function drain(current: FlushRun): Promise<void> {
    while (
      buffer.length > 0 &&
      !current.failed &&
      !(stopBy !== undefined && Date.now() >= stopBy) &&
      !(current.yields && shouldWait())
    ) {
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

  async function flushOnce(yields: boolean): Promise<void> {
    const current: FlushRun = { failed: false, writers: [], active: 0, yields };
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

  function flush(yields = false): Promise<void> {
    if (flushing) {
      // A timed write may stop early for a busy loop; an explicit one follows it and writes all.
      return yields || !flushingYields ? flushing : flushing.then(() => flush());
    }
    flushingYields = yields;
    flushing = flushOnce(yields).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function timedFlush() {
    if (!shouldWait()) void flush(true);
  }

  return {
    record(visit) {
      buffer.push(visit);
      enforceBound();
      addWriterIfBehind();
      if (buffer.length >= maxBatch && !flushing && !fullBatchTimer) {
        fullBatchTimer = setTimeout(() => {
          fullBatchTimer = undefined;
          timedFlush();
        }, fullBatchDelayMs);
      }
    },
    flush: () => flush(),
    start() {
      stopBy = undefined;
      if (options.keptVisitsDir && !timer) {
        const { visits, skipped } = takeKeptVisits(options.keptVisitsDir);
        if (visits.length > 0 || skipped > 0) {
          // In front: they are older than anything recorded since.
          buffer.putBack(visits);
          enforceBound();
          logger.info({ visits: visits.length, skipped }, 'took back visits kept at the last shutdown');
        }
      }
      load.start();
      timer ??= setInterval(timedFlush, flushIntervalMs);
      timer.unref();
    },
    // 6 s: main.ts gives the whole shutdown 10 s, and after the deadline the batch being written
    // finishes (about a second on the embedded engine) and the rest is written to a file.
    async stop(deadlineMs = 6_000) {
      clearInterval(timer);
      timer = undefined;
      clearTimeout(fullBatchTimer);
      fullBatchTimer = undefined;
      load.stop();
      stopBy = Date.now() + deadlineMs;
      while (Date.now() < stopBy) {
        await flush();
        if (buffer.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!options.keptVisitsDir) {
        logger.error({ lost: buffer.length }, 'shutdown deadline passed with visits still buffered');
        return;
      }
      const visits = buffer.take(buffer.length);
      try {
        const file = keepVisits(options.keptVisitsDir, visits);
        kept += visits.length;
        logger.warn(
          { kept: visits.length, file },
          'shutdown deadline passed: visits kept for the next start',
        );
      } catch (error) {
        logger.error(
          { err: error, lost: visits.length },
          'shutdown deadline passed and visits could not be kept',
        );
      }
    },
    stats: () => ({ buffered: buffer.length + inFlight, written, dropped, failedFlushes, kept }),
  };
}
