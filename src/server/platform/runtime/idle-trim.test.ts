import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTrim, type IdleTrim } from './idle-trim';

describe('idle trim', () => {
  let trim: IdleTrim | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    trim?.stop();
    vi.useRealTimers();
  });

  it('collects once after a quiet spell, then not again until requests came and went', async () => {
    const gc = vi.fn();
    const onTrim = vi.fn();
    trim = startIdleTrim({ idleMs: 1_000, gc, onTrim, cpuMs: () => 0, rssMb: () => 100 });

    trim.seen();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async' });
    expect(onTrim).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).toHaveBeenCalledTimes(1);

    trim.seen();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('never collects while requests keep coming', async () => {
    const gc = vi.fn();
    trim = startIdleTrim({ idleMs: 1_000, gc, cpuMs: () => 0, rssMb: () => 100 });
    for (let second = 0; second < 30; second += 1) {
      trim.seen();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(gc).not.toHaveBeenCalled();
  });

  it('does nothing without a gc function (node started without --expose-gc)', async () => {
    const onTrim = vi.fn();
    trim = startIdleTrim({ idleMs: 1_000, gc: undefined, onTrim, cpuMs: () => 0, rssMb: () => 100 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onTrim).not.toHaveBeenCalled();
  });

  it('waits while the process works without requests (clicks still being written), then trims again', async () => {
    const gc = vi.fn();
    let cpu = 0;
    trim = startIdleTrim({ idleMs: 1_000, gc, cpuMs: () => cpu, rssMb: () => 100 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);

    // A backlog being written: half a core for three intervals, no request.
    for (let interval = 0; interval < 3; interval += 1) {
      cpu += 500;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(gc).toHaveBeenCalledTimes(1);

    // Quiet again (the idle server's own 2 %): what the writes freed is returned, once.
    cpu += 20;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    cpu += 20;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does not count the trim itself as work', async () => {
    let cpu = 0;
    // A collection and an allocator trim that take 300 ms of CPU, more than a quiet interval allows.
    const gc = vi.fn(() => {
      cpu += 300;
    });
    trim = startIdleTrim({ idleMs: 1_000, gc, cpuMs: () => cpu, rssMb: () => 100 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('runs the caller’s trim after the collection has finished', async () => {
    const order: string[] = [];
    let finish: () => void = () => undefined;
    const gc = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('collection started');
          finish = () => {
            order.push('collection finished');
            resolve();
          };
        }),
    );
    trim = startIdleTrim({
      idleMs: 1_000,
      gc,
      cpuMs: () => 0,
      rssMb: () => 100,
      onTrim: () => void order.push('trim'),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(order).toEqual(['collection started']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['collection started', 'collection finished', 'trim']);
  });

  it('trims again, quiet, once the memory has grown back by regrowMb from the least it was', async () => {
    const gc = vi.fn();
    let rss = 300;
    trim = startIdleTrim({ idleMs: 1_000, gc, cpuMs: () => 0, regrowMb: 8, rssMb: () => rss });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);

    // The collector gives its pages back a little after the trim: 200 MB is what it left.
    rss = 230;
    await vi.advanceTimersByTimeAsync(1_000);
    rss = 200;
    await vi.advanceTimersByTimeAsync(1_000);
    rss = 207;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(1);

    rss = 208;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });
});
