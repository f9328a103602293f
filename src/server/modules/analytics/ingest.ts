import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/geoip';
import { createVisitorHasher } from '../../platform/visitor-hash';
import { createBatchWriter, type WriteBatch } from './batch-writer';
import { createClickQueue, type QueuedVisit, type Visit } from './click-queue';
import { realClock, type Clock, type Timer } from './clock';
import { createSpool, type Spool } from './spool';
import { adoptEndedSpools, createSpoolLedger, replaySpool, type SpoolLedger } from './spool-replay';
import { createWriteGate, fullBatchDelayMs } from './write-gate';

// Click ingest: the redirect hands a visit over and never waits. Every spoolIntervalMs the visits
// recorded since are appended to the click spool on disk (spool.ts), then wait in a bounded buffer
// in memory and are written by one set-based statement (the batch as one JSON text) every
// flushIntervalMs or every maxBatch visits, together with the links' click counts. A crash loses
// at most the visits not yet in the spool; a process that starts replays the spools of ended ones
// (spool-replay.ts), exactly once. When the database is slow or away the buffer keeps the visits;
// past maxBuffered they wait on disk only (spilled, within the spool's disk budget) and are read
// back as the buffer empties. Without a spool (unit tests) the oldest are dropped and counted.
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
   * The bound of the buffer in memory. About 64 bytes a visit (in columns, click-queue.ts), plus
   * any string of its own (a referrer, a destination with a merged query): 1,000,000 (the default,
   * about 64 MB) hold 20 s of a 50,000 visits/s burst. Past it visits wait in the spool only.
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
   * The directory of the click spools (DATA_DIR/spool). Without it a crash loses the buffer, a
   * burst past maxBuffered drops the oldest visits, and so does a shutdown past its deadline.
   */
  spoolDir?: string;
  /** Disk the spilled visits may take (default 2 GB); past it the newest are dropped. */
  spoolMaxBytes?: number;
  /** How often recorded visits are appended to the spool: at most this much is lost in a crash. */
  spoolIntervalMs?: number;
  /** Which stretches of a spool the database holds (the default reads click_spool_commits). */
  ledger?: SpoolLedger;
  /** Time and timers (the real ones by default); tests pass fake ones. */
  clock?: Clock;
  /** Told how long each batch took to write, in seconds (the metrics). */
  onBatchWritten?: (seconds: number) => void;
}

/** What the orchestration needs besides a way to write a batch. */
export type IngestPolicy = Omit<IngestOptions, 'pool' | 'geoip' | 'secret'>;

export interface IngestStats {
  /** Visits waiting (recorded, in memory or spilled to disk) and those being written now. */
  buffered: number;
  written: number;
  dropped: number;
  failedFlushes: number;
  /** Visits waiting on disk only (the memory buffer was full). */
  spilled: number;
  /** Visits of ended processes' spools written by this one. */
  replayed: number;
  /** Spools of ended processes still to replay. */
  replaying: number;
  /** Visits the last stop() left in the spool for the next start. */
  kept: number;
}

export interface ClickIngest {
  record(visit: Visit): void;
  /**
   * Writes what is buffered now, busy or not; resolves when that write is done (or has failed).
   */
  flush(): Promise<void>;
  /**
   * Opens this process's spool and starts the timed writes (and the watch on the event loop's
   * load they wait for), and the replay of ended processes' spools.
   */
  start(): void;
  /**
   * Stops the timers and flushes until everything is written or the deadline passes (no batch
   * starts after it); what is left stays in the spool for the next start.
   */
  stop(deadlineMs?: number): Promise<void>;
  stats(): IngestStats;
}

export function createClickIngest(options: IngestOptions): ClickIngest {
  const { pool, geoip, logger, secret } = options;
  const write = createBatchWriter({
    pool,
    logger,
    context: { geoip, hashVisitor: createVisitorHasher(secret) },
  });
  return createClickIngestWith(write, { ledger: createSpoolLedger(pool), ...options });
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
  const spoolIntervalMs = options.spoolIntervalMs ?? 20;

  const buffer = createClickQueue();
  const gate = createWriteGate({
    buffer,
    maxBuffered,
    isBusy: options.isBusy,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    clock,
  });
  /** Recorded since the last spool tick; the first has number nextSeq - pending.length. */
  let pending: Visit[] = [];
  let nextSeq = 1;
  let spool: Spool | null = null;
  /** Visits that wait on disk only, not yet read back. */
  let spilled = 0;
  let refilling: Promise<void> | null = null;
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let flushingYields = false;
  let timer: Timer | undefined;
  let spoolTimer: Timer | undefined;
  let syncTimer: Timer | undefined;
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let failedFlushes = 0;
  let replayed = 0;
  let kept = 0;
  let adopted: { name: string; dir: string }[] = [];
  let replay: Promise<void> | null = null;
  let fullBatchTimer: Timer | undefined;

  const waiting = () => buffer.length + pending.length;

  function enforceBound() {
    // With a spool nothing is dropped from memory: past the bound, visits wait on disk instead.
    const excess = buffer.length - maxBuffered;
    if (spool || excess <= 0) return;
    buffer.dropOldest(excess);
    dropped += excess;
    droppedSinceLog += excess;
  }

  /**
   * Appends what was recorded since the last tick to the spool and moves it into the buffer, or,
   * while the buffer is full (or visits before these still wait on disk), to the disk only.
   */
  function spoolTick() {
    if (pending.length === 0) return;
    const visits = pending;
    pending = [];
    const firstSeq = nextSeq - visits.length;
    if (!spool) {
      for (let index = 0; index < visits.length; index++)
        buffer.push(visits[index] as Visit, firstSeq + index);
      enforceBound();
      return;
    }
    let inMemory = 0;
    if (!spool.spilling) inMemory = Math.max(0, Math.min(visits.length, maxBuffered - buffer.length));
    try {
      if (inMemory > 0) {
        spool.append(inMemory === visits.length ? visits : visits.slice(0, inMemory), firstSeq);
      }
    } catch (error) {
      // The disk failed (full, or gone): the buffer still has them, only a crash would lose them.
      logger.error({ err: error }, 'click spool: append failed');
    }
    for (let index = 0; index < inMemory; index++) buffer.push(visits[index] as Visit, firstSeq + index);
    if (inMemory === visits.length) return;
    const rest = visits.slice(inMemory);
    let taken = 0;
    try {
      taken = spool.spill(rest, firstSeq + inMemory);
    } catch (error) {
      logger.error({ err: error }, 'click spool: spill failed');
    }
    spilled += taken;
    dropped += rest.length - taken;
    droppedSinceLog += rest.length - taken;
  }

  /**
   * Reads spilled visits back into the buffer once it is half empty (counting the batches being
   * written, which a failed write puts back).
   */
  function refill(): Promise<void> {
    const held = buffer.length + inFlight;
    if (refilling || !spool?.spilling || held > maxBuffered / 2) return refilling ?? Promise.resolve();
    const from = spool;
    refilling = from
      .readSpilled(Math.min(maxBuffered - held, Math.max(maxBacklogBatch * 2, 10_000)))
      .then((visits) => {
        for (const visit of visits) buffer.push(visit, visit.seq);
        spilled = from.spilling ? Math.max(0, spilled - visits.length) : 0;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'click spool: reading spilled visits failed');
      })
      .finally(() => {
        refilling = null;
      });
    return refilling;
  }

  interface FlushRun {
    failed: boolean;
    writers: Promise<void>[];
    active: number;
    /** A timed write, which stops between batches while the event loop is saturated. */
    yields: boolean;
  }
  let run: FlushRun | null = null;

  /** Set by stop(): no batch starts after it, so the shutdown keeps its time. */
  let stopBy: number | undefined;
  const pastDeadline = () => stopBy !== undefined && clock.now() >= stopBy;

  async function writeBatch(batch: QueuedVisit[]): Promise<number> {
    const started = performance.now();
    const count = await write(batch, spool?.commitFor(batch));
    options.onBatchWritten?.((performance.now() - started) / 1000);
    spool?.written(batch);
    return count;
  }

  /**
   * Writes batches until nothing waits, a write fails (then the next tick retries), the
   * shutdown's deadline has passed or, for a timed write, the event loop is saturated.
   */
  async function drain(current: FlushRun): Promise<void> {
    for (;;) {
      spoolTick();
      if (buffer.length === 0 && spool?.spilling) await refill();
      if (buffer.length === 0 || current.failed || pastDeadline() || (current.yields && gate.shouldWait()))
        return;
      // A backlog (the database was slower than the traffic) is written in larger batches: more
      // visits share each rollup row, so catching up costs less per visit.
      const batch = buffer.take(maxBacklogBatch);
      inFlight += batch.length;
      addWriterIfBehind();
      void refill();
      try {
        // Not `written += await ...`: that reads `written` before the await, and another
        // writer's count would be lost.
        const count = await writeBatch(batch);
        written += count;
      } catch (error) {
        current.failed = true;
        failedFlushes += 1;
        // Put the batch back in front and try again on the next tick.
        buffer.putBack(batch);
        enforceBound();
        logger.error({ err: error, buffered: waiting() + spilled }, 'click flush failed; will retry');
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
      logger.error({ dropped: droppedSinceLog }, 'click buffer was full: visits dropped');
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

  /** Writes what ended processes left in their spools, one spool after the other. */
  async function replayEnded(): Promise<void> {
    while (adopted.length > 0 && !pastDeadline()) {
      const next = adopted[0] as { name: string; dir: string };
      try {
        const result = await replaySpool(next, {
          ledger: options.ledger as SpoolLedger,
          write,
          batchSize: maxBacklogBatch,
          shouldStop: pastDeadline,
        });
        replayed += result.written;
        if (result.skipped > 0)
          logger.warn({ spool: next.name, skipped: result.skipped }, 'click spool: unreadable lines skipped');
        if (!result.done) return;
        adopted.shift();
        if (adopted.length === 0 && spool)
          rmSync(join(spool.dir, 'adopted'), { recursive: true, force: true });
        logger.info(
          { spool: next.name, written: result.written },
          'click spool of an ended process replayed',
        );
      } catch (error) {
        logger.error({ err: error, spool: next.name }, 'click spool replay failed; will retry');
        await new Promise<void>((resolve) => clock.setTimeout(resolve, flushIntervalMs * 5));
      }
    }
  }

  return {
    record(visit) {
      pending.push(visit);
      nextSeq += 1;
      if (waiting() >= maxBatch && !flushing && !fullBatchTimer) {
        fullBatchTimer = clock.setTimeout(flushFullBatch, fullBatchDelayMs);
      }
    },
    flush: () => flush(),
    start() {
      stopBy = undefined;
      if (options.spoolDir && !spool) {
        spool = createSpool({ root: options.spoolDir, maxBytes: options.spoolMaxBytes ?? 2 * 1024 ** 3 });
        adopted = adoptEndedSpools(options.spoolDir, spool.name);
        if (adopted.length > 0) {
          logger.info({ spools: adopted.length }, 'click spools of ended processes: replaying');
          replay = replayEnded().finally(() => {
            replay = null;
          });
        }
      }
      gate.start();
      timer ??= clock.setInterval(timedFlush, flushIntervalMs);
      timer.unref();
      spoolTimer ??= clock.setInterval(spoolTick, spoolIntervalMs);
      spoolTimer.unref();
      if (spool) {
        const from = spool;
        syncTimer ??= clock.setInterval(() => from.sync(), 1_000);
        syncTimer.unref();
      }
    },
    // 6 s: main.ts gives the whole shutdown 10 s, and after the deadline the batch being written
    // finishes (about a second on the embedded engine); what is left stays in the spool.
    async stop(deadlineMs = 6_000) {
      clock.clearInterval(timer);
      timer = undefined;
      clock.clearInterval(spoolTimer);
      spoolTimer = undefined;
      clock.clearInterval(syncTimer);
      syncTimer = undefined;
      clock.clearTimeout(fullBatchTimer);
      fullBatchTimer = undefined;
      gate.stop();
      stopBy = clock.now() + deadlineMs;
      spoolTick();
      while (clock.now() < stopBy) {
        await flush();
        if (waiting() === 0 && !spool?.spilling) break;
        await new Promise<void>((resolve) => clock.setTimeout(resolve, 200));
      }
      await replay;
      const left = waiting() + spilled;
      if (!spool) {
        if (left > 0) logger.error({ lost: left }, 'shutdown deadline passed with visits still buffered');
        return;
      }
      const closing = spool;
      spool = null;
      const everything = left === 0 && adopted.length === 0;
      closing.close({ discard: everything });
      if (everything) {
        await options.ledger?.forget(closing.name).catch((error: unknown) => {
          logger.warn({ err: error }, 'click spool: forgetting its written stretches failed');
        });
      } else {
        kept = left;
        logger.warn(
          { left, spool: closing.name },
          'shutdown deadline passed: visits left in the spool for the next start',
        );
      }
      // What the buffer still holds is in the spool; the next start reads it from there.
      buffer.dropOldest(buffer.length);
      spilled = 0;
    },
    stats: () => ({
      buffered: waiting() + inFlight + spilled,
      written,
      dropped,
      failedFlushes,
      spilled,
      replayed,
      replaying: adopted.length,
      kept,
    }),
  };
}
