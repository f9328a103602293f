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
    trim = startIdleTrim({ idleMs: 1_000, gc, onTrim });

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
    trim = startIdleTrim({ idleMs: 1_000, gc });
    for (let second = 0; second < 30; second += 1) {
      trim.seen();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(gc).not.toHaveBeenCalled();
  });

  it('does nothing without a gc function (node started without --expose-gc)', async () => {
    const onTrim = vi.fn();
    trim = startIdleTrim({ idleMs: 1_000, gc: undefined, onTrim });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onTrim).not.toHaveBeenCalled();
  });
});
