import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change';

describe('percentChange', () => {
  it('answers whole percent up or down, rounded toward zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(1001, 1000)).toBe(0);
    expect(percentChange(999, 1000)).toBe(0);
    expect(percentChange(1, 3)).toBe(-66);
  });

  it('has no answer when the last period had nothing', () => {
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
