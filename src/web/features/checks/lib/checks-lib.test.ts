import { describe, expect, it } from 'vitest';
import { makeWatched } from '../../../test/make-check';
import { leftToFix, lineProblems, splitRefused } from './host-lines';
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

describe('a refused list', () => {
  it('splits into the lines to send again and those refused, then leaves what is still to fix', () => {
    const split = splitRefused('a.example\n10.0.0.1\n\n  b.example \nhttps://A.example/x\nc_d.example', [
      { line: 2, message: 'IP.' },
      { line: 5, message: 'Already on line 1.' },
      { line: 6, message: 'Label.' },
    ]);
    expect(split.valid).toEqual(['a.example', '  b.example ']);
    expect(split.refused.map((line) => line.text)).toEqual([
      '10.0.0.1',
      'https://A.example/x',
      'c_d.example',
    ]);

    const added = [makeWatched({ hostname: 'a.example' }), makeWatched({ hostname: 'b.example' })];
    expect(leftToFix(split.refused, added)).toEqual({
      text: '10.0.0.1\nc_d.example',
      problems: [
        { line: 1, message: 'IP.' },
        { line: 2, message: 'Label.' },
      ],
    });
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
