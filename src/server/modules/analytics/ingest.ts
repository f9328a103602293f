import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/net/geoip';
import { createVisitorHasher } from '../../platform/net/visitor-hash';
import { createBatchWriter, type BatchCommitted, type WriteBatch } from './batch-writer';
import { createClickQueue, type Visit } from './click-queue';
import { realClock, type Clock, type Timer } from './clock';
import { createFlushWriters, type FlushState } from './flush-writers';
import { createSpoolPump, type PumpState } from './spool-pump';
import { createSpoolLedger } from './spool-ledger';
import type { SpoolLedger } from './spool-replay';
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
// becomes is enrich.ts, how a batch is written is batch-writer.ts, the writers of one flush are
// flush-writers.ts, where a tick's visits go (spool, buffer, disk only) and the replay of ended
// spools is spool-pump.ts, and when a timed write waits for a busy event loop is write-gate.ts
// (redirects come first: ADR 0003). Time comes from an injected clock, so the timers here run on
// fake time in the unit tests.
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
  /** Told, once a batch is committed, what it set off besides (links capped, webhook messages). */
  onCommitted?: (outcome: BatchCommitted) => void;
  /** The server's time, which the webhook messages a flush makes are made at (the real one by default). */
  now?: () => Date;
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
    onCommitted: options.onCommitted,
    now: options.now,
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
  // record() reads these closure variables only: its path has no object of state to go through.
  /** Recorded since the last spool tick; the first has number nextSeq - pending.length. */
  let pending: Visit[] = [];
  let nextSeq = 1;
  let flushing: Promise<void> | null = null;
  let flushingYields = false;
  let fullBatchTimer: Timer | undefined;
  let timer: Timer | undefined;
  let spoolTimer: Timer | undefined;
  let syncTimer: Timer | undefined;
  /** Set by stop(): no batch starts after it, so the shutdown keeps its time. */
  let stopBy: number | undefined;
  const pastDeadline = () => stopBy !== undefined && clock.now() >= stopBy;

  const waiting = () => buffer.length + pending.length;

  const pump = createSpoolPump({
    buffer,
    maxBuffered,
    maxBacklogBatch,
    flushIntervalMs,
    write,
    ledger: options.ledger,
    logger,
    clock,
    pastDeadline,
  });
  const writers = createFlushWriters({
    buffer,
    pump,
    write,
    logger,
    maxBacklogBatch,
    concurrentBatches,
    shouldWait: gate.shouldWait,
    pastDeadline,
    spoolTick,
    waiting,
    onBatchWritten: options.onBatchWritten,
  });

  /** Hands what was recorded since the last tick to the pump (spool-pump.ts). */
  function spoolTick() {
    if (pending.length === 0) return;
    const visits = pending;
    pending = [];
    pump.take(visits, nextSeq - visits.length);
  }

  function flush(yields = false): Promise<void> {
    if (flushing) {
      // A timed write may stop early for a busy loop; an explicit one follows it and writes all.
      return yields || !flushingYields ? flushing : flushing.then(() => flush());
    }
    flushingYields = yields;
    flushing = writers.flushOnce(yields).finally(() => {
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
      pending.push(visit);
      nextSeq += 1;
      if (waiting() >= maxBatch && !flushing && !fullBatchTimer) {
        fullBatchTimer = clock.setTimeout(flushFullBatch, fullBatchDelayMs);
      }
    },
    flush: () => flush(),
    start() {
      stopBy = undefined;
      if (options.spoolDir) pump.open(options.spoolDir, options.spoolMaxBytes ?? 2 * 1024 ** 3);
      gate.start();
      timer ??= clock.setInterval(timedFlush, flushIntervalMs);
      timer.unref();
      spoolTimer ??= clock.setInterval(spoolTick, spoolIntervalMs);
      spoolTimer.unref();
      const spool = pump.state.spool;
      if (spool) {
        syncTimer ??= clock.setInterval(() => spool.sync(), 1_000);
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
        if (waiting() === 0 && !pump.state.spool?.spilling) break;
        await new Promise<void>((resolve) => clock.setTimeout(resolve, 200));
      }
      await pump.state.replay;
      await pump.close(waiting());
    },
    stats: () => statsOf(waiting(), writers.state, pump.state),
  };
}

function statsOf(waiting: number, flush: FlushState, pump: PumpState): IngestStats {
  return {
    buffered: waiting + flush.inFlight + pump.spilled,
    written: flush.written,
    dropped: pump.dropped,
    failedFlushes: flush.failedFlushes,
    spilled: pump.spilled,
    replayed: pump.replayed,
    replaying: pump.adopted.length,
    kept: pump.kept,
  };
}
