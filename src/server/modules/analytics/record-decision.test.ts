import { describe, expect, it } from 'vitest';
import { shouldRecordVisit } from './record-decision';

describe('shouldRecordVisit', () => {
  it.each([
    ['GET', true],
    ['HEAD', false],
    ['OPTIONS', false],
    ['POST', false],
  ])('%s -> %s', (method, expected) => {
    expect(shouldRecordVisit({ method })).toBe(expected);
  });
});
