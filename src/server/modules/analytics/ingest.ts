import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/geoip';
import { createVisitorHasher } from '../../platform/visitor-hash';
import { createBatchWriter, type WriteBatch } from './batch-writer';
import { createClickQueue, type Visit } from './click-queue';
import { realClock, type Clock, type Timer } from './clock';
import { keepVisits, takeKeptVisits } from './kept-visits';
import { createWriteGate, fullBatchDelayMs } from './write-gate';

// Click ingest: the redirect hands a visit over and never waits. Visits wait in a bounded buffer
// and are written by one set-based statement (the batch as one JSON text) every flushIntervalMs
// or every maxBatch visits, together with the links' click counts. When the database is
// away the buffer keeps the visits (up to maxBuffered; the oldest are dropped and counted) and
// the next flush retries. On shutdown the buffer is flushed in full.
//
// This file is the orchestration only, each concern apart so it can be tested alone: what a visit
// becomes is enrich.ts, how a batch is written is batch-writer.ts, and when a timed write waits
// for a busy event loop is write-gate.ts (redirects come first: ADR 0003). Time comes from an
// injected clock, so the timers here run on fake time in the unit tests.
//
// record() is on the redirect's path (after the answer, but on the same thread): it only pushes
// into the buffer and compares counters; a timer is armed once per full batch, never per visit.

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
   * event-loop-load.ts, started by write-gate.ts).
   */
  isBusy?: () => boolean;
  /** How long a visit may wait for a saturated event loop before it is written anyway. */
  maxWaitMs?: number;
  /**
   * Where visits the shutdown could not write in time are kept; start() takes them back into the
   * buffer. Without it they are lost (and counted in the log).
   */
  keptVisitsDir?: string;
  /** Time and timers (the real ones by default); tests pass fake ones. */
  clock?: Clock;
}

/** What the orchestration needs besides a way to write a batch. */
export type IngestPolicy = Omit<IngestOptions, 'pool' | 'geoip' | 'secret'>;

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

export function createClickIngest(options: IngestOptions): ClickIngest {
  const { pool, geoip, logger, secret } = options;
  const write = createBatchWriter({
    pool,
    logger,
    context: { geoip, hashVisitor: createVisitorHasher(secret) },
  });
  return createClickIngestWith(write, options);
}

/** The ingest over any batch writer: the unit tests give it one in memory. */
export function createClickIngestWith(write: WriteBatch, options: IngestPolicy): ClickIngest {
  const { logger } = options;
  const clock = options.clock ?? realClock;
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const maxBatch = options.maxBatch ?? 1_000;
  const maxBacklogBatch = Math.max(maxBatch, options.maxBacklogBatch ?? 5_000);
  const concurrentBatches = Math.max(1, options.concurrentBatches ?? 1);
  const maxBuffered = options.maxBuffered ?? 1_000_000;

  const buffer = createClickQueue();
  const gate = createWriteGate({
    buffer,
    maxBuffered,
    isBusy: options.isBusy,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    clock,
  });
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let flushingYields = false;
  let timer: Timer | undefined;
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let failedFlushes = 0;
  let kept = 0;
  let fullBatchTimer: Timer | undefined;

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
      !(stopBy !== undefined && clock.now() >= stopBy) &&
      !(current.yields && gate.shouldWait())
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
    if (!gate.shouldWait()) void flush(true);
  }

  // Made once: arming the full batch's timer from record() allocates nothing.
  function flushFullBatch() {
    fullBatchTimer = undefined;
    timedFlush();
  }

  return {
    record(visit) {
      buffer.push(visit);
      enforceBound();
      addWriterIfBehind();
      if (buffer.length >= maxBatch && !flushing && !fullBatchTimer) {
        fullBatchTimer = clock.setTimeout(flushFullBatch, fullBatchDelayMs);
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
      gate.start();
      timer ??= clock.setInterval(timedFlush, flushIntervalMs);
      timer.unref();
    },
    // 6 s: main.ts gives the whole shutdown 10 s, and after the deadline the batch being written
    // finishes (about a second on the embedded engine) and the rest is written to a file.
    async stop(deadlineMs = 6_000) {
      clock.clearInterval(timer);
      timer = undefined;
      clock.clearTimeout(fullBatchTimer);
      fullBatchTimer = undefined;
      gate.stop();
      stopBy = clock.now() + deadlineMs;
      while (clock.now() < stopBy) {
        await flush();
        if (buffer.length === 0) return;
        await new Promise<void>((resolve) => clock.setTimeout(resolve, 200));
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
