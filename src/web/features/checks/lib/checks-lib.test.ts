import { describe, expect, it } from 'vitest';
import { lineProblems } from './host-lines';
import { intervalParts, intervalProblem, presetsFor } from './intervals';

describe('lineProblems', () => {
  it('lists the whole list first, then each line in order, ignoring other fields', () => {
    expect(
      lineProblems({
        'hostnames.12': 'Twelve.',
        'hostnames.3': 'Three.',
        hostnames: 'Too many.',
        other: 'Not about lines.',
      }),
    ).toEqual([
      { line: null, message: 'Too many.' },
      { line: 3, message: 'Three.' },
      { line: 12, message: 'Twelve.' },
    ]);
  });
});

describe('intervals', () => {
  it('offers no preset below the plan minimum', () => {
    expect(presetsFor(10)).toEqual([10, 15, 30, 60, 180, 360, 720, 1440]);
    expect(presetsFor(1)[0]).toBe(5);
  });

  it('refuses by the shared schema first, then by the plan minimum', () => {
    expect(intervalProblem(12.5, 10)).toEqual({
      kind: 'schema',
      message: 'Enter the interval in whole minutes.',
    });
    expect(intervalProblem(Number.NaN, 10)).toEqual({
      kind: 'schema',
      message: 'Enter the interval in whole minutes.',
    });
    expect(intervalProblem(20_000, 10)).toEqual({
      kind: 'schema',
      message: 'The longest interval is 10,080 minutes (one week).',
    });
    expect(intervalProblem(5, 10)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(intervalProblem(10, 10)).toBeNull();
  });

  it('words an interval by its largest whole unit', () => {
    expect(intervalParts(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(intervalParts(180)).toEqual({ unit: 'hours', count: 3 });
    expect(intervalParts(2880)).toEqual({ unit: 'days', count: 2 });
  });
});
