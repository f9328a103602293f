import type { Clock } from './clock';
import type { ClickQueue } from './click-queue';
import { eventLoopLoad, loadSampleMs } from './event-loop-load';

// When a timed write may run. Redirects come first (ADR 0003): while the event loop is saturated
// (a burst the process answers at full speed), writing costs the redirect half its speed (the
// database's work competes for the same cores; measured on the embedded engine, 2 cores: 40,000
// -> 19,000 redirects/s) and cannot keep up anyway. So timed writes wait, within limits: they go
// on once the oldest visit has waited maxWaitMs (under lasting load the figures lag by that
// much, no more), or once the buffer is nearly full (a burst longer than the buffer loses as
// little as it can). An explicit flush() and the shutdown never ask.

/** The share of the buffer past which timed writes go on even while the event loop is busy. */
export const writeWhenBusyAbove = 0.9;

/**
 * How long a full batch waits before its write starts: long enough for a whole load sample to
 * fall after it, so a burst that fills the batch is seen before the write competes with it (a
 * batch on the embedded engine takes its thread about a second). ingest.ts arms it in record().
 */
export const fullBatchDelayMs = 2 * loadSampleMs;

export interface WriteGateOptions {
  buffer: Pick<ClickQueue, 'length' | 'oldestAt'>;
  /** The buffer's bound (IngestOptions.maxBuffered). */
  maxBuffered: number;
  /**
   * Whether the event loop is saturated. The default samples the loop's utilisation every 50 ms
   * while the gate is started (busy from 80%, free again below 50%: event-loop-load.ts).
   */
  isBusy?: (() => boolean) | undefined;
  /** How long a visit may wait for a saturated event loop before it is written anyway. */
  maxWaitMs: number;
  clock: Pick<Clock, 'now'>;
}

export function createWriteGate(options: WriteGateOptions) {
  const { buffer, maxBuffered, maxWaitMs, clock } = options;
  const load = eventLoopLoad();
  const isBusy = options.isBusy ?? load.isBusy;
  return {
    /** Watches the event loop's load from start() to stop(), with the timed writes. */
    start: load.start,
    stop: load.stop,
    /** Whether a timed write waits now; asked before it starts and between its batches. */
    shouldWait(): boolean {
      if (!isBusy() || buffer.length >= maxBuffered * writeWhenBusyAbove) return false;
      const oldestAt = buffer.oldestAt();
      return oldestAt !== undefined && clock.now() - oldestAt < maxWaitMs;
    },
  };
}
