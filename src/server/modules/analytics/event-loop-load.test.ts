import { describe, expect, it } from 'vitest';
import { nextBusy } from './event-loop-load';

describe('nextBusy', () => {
  it('turns busy at 80% utilisation and not below', () => {
    expect(nextBusy(false, 0.79)).toBe(false);
    expect(nextBusy(false, 0.8)).toBe(true);
    expect(nextBusy(false, 1)).toBe(true);
  });

  it('stays busy through the dips of a burst and frees below 50%', () => {
    // Samples measured under a full-speed burst, then its end.
    const samples = [0.88, 0.93, 0.78, 0.96, 0.79, 0.95, 0.81, 0.39, 0.28];
    const states: boolean[] = [];
    let busy = false;
    for (const sample of samples) {
      busy = nextBusy(busy, sample);
      states.push(busy);
    }
    expect(states).toEqual([true, true, true, true, true, true, true, false, false]);
  });

  it('stays free at moderate load until it reaches 80%', () => {
    expect(nextBusy(false, 0.6)).toBe(false);
    expect(nextBusy(true, 0.6)).toBe(true);
    expect(nextBusy(true, 0.49)).toBe(false);
  });
});
