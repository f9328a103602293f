import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { WriteBatch } from './batch-writer';
import type { ClickQueue, Visit } from './click-queue';
import type { Clock } from './clock';
import { createSpool, type Spool } from './spool';
import { adoptEndedSpools, replaySpool, type SpoolLedger } from './spool-replay';

// The spool's pump: where the visits of each spool tick go (the spool and the buffer, or the disk
// only while the buffer is full), spilled visits read back as the buffer empties, the spools of
// ended processes replayed, and this start's spool closed at shutdown. ingest.ts says when; this
// file says where, and keeps the counts of what went where.

export interface PumpState {
  /** This start's spool; null without a spool directory, and once closed. */
  spool: Spool | null;
  /** Visits that wait on disk only, not yet read back. */
  spilled: number;
  dropped: number;
  /** Dropped since a flush last logged it. */
  droppedSinceLog: number;
  refilling: Promise<void> | null;
  /** Spools of ended processes still to replay, the longest-waiting first. */
  adopted: { name: string; dir: string }[];
  replay: Promise<void> | null;
  /** Visits of ended processes' spools written by this one. */
  replayed: number;
  /** Visits the last close() left in the spool for the next start. */
  kept: number;
}

export interface SpoolPumpOptions {
  buffer: ClickQueue;
  maxBuffered: number;
  maxBacklogBatch: number;
  flushIntervalMs: number;
  write: WriteBatch;
  ledger: SpoolLedger | undefined;
  logger: FastifyBaseLogger;
  clock: Clock;
  /** Whether the shutdown's deadline has passed: no replay batch starts after it. */
  pastDeadline: () => boolean;
}

export type SpoolPump = ReturnType<typeof createSpoolPump>;

export function createSpoolPump(options: SpoolPumpOptions) {
  const { buffer, maxBuffered, logger } = options;
  const state: PumpState = {
    spool: null,
    spilled: 0,
    dropped: 0,
    droppedSinceLog: 0,
    refilling: null,
    adopted: [],
    replay: null,
    replayed: 0,
    kept: 0,
  };

  function enforceBound() {
    // With a spool nothing is dropped from memory: past the bound, visits wait on disk instead.
    const excess = buffer.length - maxBuffered;
    if (state.spool || excess <= 0) return;
    buffer.dropOldest(excess);
    state.dropped += excess;
    state.droppedSinceLog += excess;
  }

  /**
   * Appends a tick's visits to the spool and moves them into the buffer, or, while the buffer is
   * full (or visits before these still wait on disk), to the disk only.
   */
  function take(visits: Visit[], firstSeq: number) {
    const { spool } = state;
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
    state.spilled += taken;
    state.dropped += rest.length - taken;
    state.droppedSinceLog += rest.length - taken;
  }

  /**
   * Reads spilled visits back into the buffer once it is half empty (counting `inFlight`, the
   * visits of the batches being written, which a failed write puts back).
   */
  function refill(inFlight: number): Promise<void> {
    const held = buffer.length + inFlight;
    if (state.refilling || !state.spool?.spilling || held > maxBuffered / 2)
      return state.refilling ?? Promise.resolve();
    const from = state.spool;
    state.refilling = from
      .readSpilled(Math.min(maxBuffered - held, Math.max(options.maxBacklogBatch * 2, 10_000)))
      .then((visits) => {
        for (const visit of visits) buffer.push(visit, visit.seq);
        state.spilled = from.spilling ? Math.max(0, state.spilled - visits.length) : 0;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'click spool: reading spilled visits failed');
      })
      .finally(() => {
        state.refilling = null;
      });
    return state.refilling;
  }

  /** Opens this start's spool (once) and starts replaying the spools of ended processes. */
  function open(root: string, maxBytes: number) {
    if (state.spool) return;
    state.spool = createSpool({ root, maxBytes });
    state.adopted = adoptEndedSpools(root, state.spool.name);
    if (state.adopted.length === 0) return;
    logger.info({ spools: state.adopted.length }, 'click spools of ended processes: replaying');
    state.replay = replayEnded(state, options).finally(() => {
      state.replay = null;
    });
  }

  return {
    state,
    enforceBound,
    take,
    refill,
    open,
    close: (inMemory: number) => closeSpool(state, options, inMemory),
  };
}

/** Writes what ended processes left in their spools, one spool after the other. */
async function replayEnded(state: PumpState, options: SpoolPumpOptions): Promise<void> {
  const { logger } = options;
  while (state.adopted.length > 0 && !options.pastDeadline()) {
    const next = state.adopted[0] as { name: string; dir: string };
    try {
      const result = await replaySpool(next, {
        ledger: options.ledger as SpoolLedger,
        write: options.write,
        batchSize: options.maxBacklogBatch,
        shouldStop: options.pastDeadline,
      });
      state.replayed += result.written;
      if (result.skipped > 0)
        logger.warn({ spool: next.name, skipped: result.skipped }, 'click spool: unreadable lines skipped');
      if (!result.done) return;
      state.adopted.shift();
      if (state.adopted.length === 0 && state.spool)
        rmSync(join(state.spool.dir, 'adopted'), { recursive: true, force: true });
      logger.info({ spool: next.name, written: result.written }, 'click spool of an ended process replayed');
    } catch (error) {
      logger.error({ err: error, spool: next.name }, 'click spool replay failed; will retry');
      await new Promise<void>((resolve) => options.clock.setTimeout(resolve, options.flushIntervalMs * 5));
    }
  }
}

/**
 * At shutdown, once the last flush is over: discards the spool when everything is written, else
 * leaves it (with `inMemory` visits the buffer and the last tick still hold) for the next start.
 */
async function closeSpool(state: PumpState, options: SpoolPumpOptions, inMemory: number): Promise<void> {
  const { buffer, logger } = options;
  const left = inMemory + state.spilled;
  if (!state.spool) {
    if (left > 0) logger.error({ lost: left }, 'shutdown deadline passed with visits still buffered');
    return;
  }
  const closing = state.spool;
  state.spool = null;
  const everything = left === 0 && state.adopted.length === 0;
  closing.close({ discard: everything });
  if (everything) {
    await options.ledger?.forget(closing.name).catch((error: unknown) => {
      logger.warn({ err: error }, 'click spool: forgetting its written stretches failed');
    });
  } else {
    state.kept = left;
    logger.warn(
      { left, spool: closing.name },
      'shutdown deadline passed: visits left in the spool for the next start',
    );
  }
  // What the buffer still holds is in the spool; the next start reads it from there.
  buffer.dropOldest(buffer.length);
  state.spilled = 0;
}
