import { describe, expect, it } from 'vitest';
import { percentChange, sparklinePoints, sparklineText } from './sparkline';

const box = { width: 100, height: 12 };

describe('sparklinePoints', () => {
  it('spreads the values across the width, the largest at the top and 0 at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], box)).toBe('0.0,11.0 50.0,6.0 100.0,1.0');
  });

  it('draws a flat line at the bottom when every value is 0', () => {
    expect(sparklinePoints([0, 0, 0, 0, 0], box)).toBe('0.0,11.0 25.0,11.0 50.0,11.0 75.0,11.0 100.0,11.0');
  });

  it('draws one value as a level line across, and nothing for none', () => {
    expect(sparklinePoints([4], box)).toBe('0,1.0 100,1.0');
    expect(sparklinePoints([], box)).toBe('');
  });

  it('keeps a negative value at the bottom rather than outside the box', () => {
    expect(sparklinePoints([-3, 3], box)).toBe('0.0,11.0 100.0,1.0');
  });
});

describe('sparklineText', () => {
  it('names the line and lists every value, oldest first, as formatted', () => {
    expect(sparklineText('New users, last 14 days', [3, 0, 5], String)).toBe(
      'New users, last 14 days: 3, 0, 5',
    );
    expect(sparklineText('Revenue', [1500, 0], (value) => `Rp${value}`)).toBe('Revenue: Rp1500, Rp0');
  });
});

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
