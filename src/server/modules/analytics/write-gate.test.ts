import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickQueue } from './click-queue';
import { realClock } from './clock';
import { createWriteGate } from './write-gate';

// The waiting policy on fake time: a visit ages by moving the clock, not by sleeping.

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) });
});
afterEach(() => {
  vi.useRealTimers();
});

function gateOver(options: { busy: boolean; maxBuffered?: number; maxWaitMs?: number }) {
  const buffer = createClickQueue();
  const gate = createWriteGate({
    buffer,
    maxBuffered: options.maxBuffered ?? 1_000,
    isBusy: () => options.busy,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    clock: realClock,
  });
  const record = (count: number) => {
    for (let index = 0; index < count; index++) {
      buffer.push(
        {
          linkId: 'link',
          at: Date.now(),
          ip: '36.66.1.1',
          userAgent: undefined,
          referer: undefined,
          countryHint: null,
          destination: 'https://example.com/',
          choice: null,
          scan: false,
        },
        index,
      );
    }
  };
  return { gate, record, buffer };
}

describe('write gate', () => {
  it('never holds a write while the event loop has room', () => {
    const { gate, record } = gateOver({ busy: false });
    record(10);
    expect(gate.shouldWait()).toBe(false);
  });

  it('holds a write while the loop is busy, until the oldest visit has waited maxWaitMs', () => {
    const { gate, record } = gateOver({ busy: true, maxWaitMs: 30_000 });
    record(10);
    expect(gate.shouldWait()).toBe(true);
    vi.advanceTimersByTime(20_000);
    // Newer visits do not reset the wait: the oldest one's age counts.
    record(10);
    vi.advanceTimersByTime(9_999);
    expect(gate.shouldWait()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(gate.shouldWait()).toBe(false);
  });

  it('lets a write go while busy once the buffer is nine tenths full', () => {
    const { gate, record } = gateOver({ busy: true, maxBuffered: 1_000 });
    record(899);
    expect(gate.shouldWait()).toBe(true);
    record(1);
    expect(gate.shouldWait()).toBe(false);
  });

  it('waits again for what comes after the aged visits are taken', () => {
    const { gate, record, buffer } = gateOver({ busy: true, maxWaitMs: 1_000 });
    record(5);
    vi.advanceTimersByTime(1_000);
    expect(gate.shouldWait()).toBe(false);
    buffer.take(5);
    record(5);
    expect(gate.shouldWait()).toBe(true);
  });

  it('does not hold an empty buffer (nothing waits, so nothing ages)', () => {
    const { gate } = gateOver({ busy: true });
    expect(gate.shouldWait()).toBe(false);
  });
});
