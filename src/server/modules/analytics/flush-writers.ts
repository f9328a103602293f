import type { FastifyBaseLogger } from 'fastify';
import type { WriteBatch } from './batch-writer';
import type { ClickQueue, QueuedVisit } from './click-queue';
import type { SpoolPump } from './spool-pump';

// One flush: writers take batches from the front of the buffer until it is empty. A backlog gets
// more writers (up to concurrentBatches, each on its own connection); a failed write puts its batch
// back and ends the flush, for the next tick to retry. ingest.ts says when a flush runs.

interface FlushRun {
  failed: boolean;
  writers: Promise<void>[];
  active: number;
  /** A timed write, which stops between batches while the event loop is saturated. */
  yields: boolean;
}

export interface FlushState {
  run: FlushRun | null;
  /** Visits of the batches being written now. */
  inFlight: number;
  written: number;
  failedFlushes: number;
}

export interface FlushWritersOptions {
  buffer: ClickQueue;
  pump: SpoolPump;
  write: WriteBatch;
  logger: FastifyBaseLogger;
  maxBacklogBatch: number;
  concurrentBatches: number;
  /** Whether a timed write waits for the event loop (write-gate.ts). */
  shouldWait: () => boolean;
  /** Whether the shutdown's deadline has passed: no batch starts after it. */
  pastDeadline: () => boolean;
  /** Moves what was recorded since the last tick into the buffer (or the spool). */
  spoolTick: () => void;
  /** Visits recorded and not yet taken by a writer. */
  waiting: () => number;
  onBatchWritten?: ((seconds: number) => void) | undefined;
}

export function createFlushWriters(options: FlushWritersOptions) {
  const { buffer, pump, logger, maxBacklogBatch } = options;
  const state: FlushState = { run: null, inFlight: 0, written: 0, failedFlushes: 0 };

  async function writeBatch(batch: QueuedVisit[]): Promise<number> {
    const started = performance.now();
    const count = await options.write(batch, pump.state.spool?.commitFor(batch));
    options.onBatchWritten?.((performance.now() - started) / 1000);
    pump.state.spool?.written(batch);
    return count;
  }

  /**
   * Writes batches until nothing waits, a write fails (then the next tick retries), the
   * shutdown's deadline has passed or, for a timed write, the event loop is saturated.
   */
  async function drain(current: FlushRun): Promise<void> {
    for (;;) {
      options.spoolTick();
      if (buffer.length === 0 && pump.state.spool?.spilling) await pump.refill(state.inFlight);
      if (
        buffer.length === 0 ||
        current.failed ||
        options.pastDeadline() ||
        (current.yields && options.shouldWait())
      )
        return;
      // A backlog (the database was slower than the traffic) is written in larger batches: more
      // visits share each rollup row, so catching up costs less per visit.
      const batch = buffer.take(maxBacklogBatch);
      state.inFlight += batch.length;
      addWriterIfBehind();
      void pump.refill(state.inFlight);
      try {
        // Not `written += await ...`: that reads `written` before the await, and another
        // writer's count would be lost.
        const count = await writeBatch(batch);
        state.written += count;
      } catch (error) {
        current.failed = true;
        state.failedFlushes += 1;
        // Put the batch back in front and try again on the next tick.
        buffer.putBack(batch);
        pump.enforceBound();
        logger.error(
          { err: error, buffered: options.waiting() + pump.state.spilled },
          'click flush failed; will retry',
        );
      } finally {
        state.inFlight -= batch.length;
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
    const { run } = state;
    if (run && !run.failed && run.active < options.concurrentBatches && buffer.length >= maxBacklogBatch) {
      startWriter(run);
    }
  }

  /** One flush: resolves when its every writer is done (or has failed). */
  async function flushOnce(yields: boolean): Promise<void> {
    const current: FlushRun = { failed: false, writers: [], active: 0, yields };
    state.run = current;
    startWriter(current);
    // Writers may join while earlier ones are still writing.
    for (let index = 0; index < current.writers.length; index += 1) await current.writers[index];
    state.run = null;
    if (pump.state.droppedSinceLog > 0) {
      logger.error({ dropped: pump.state.droppedSinceLog }, 'click buffer was full: visits dropped');
      pump.state.droppedSinceLog = 0;
    }
  }

  return { state, flushOnce };
}
