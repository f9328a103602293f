import { describe, expect, it } from 'vitest';
import { matchNames } from './match-names';

describe('matchNames', () => {
  const items = [{ name: 'Summer sale' }, { name: 'Sale' }, { name: 'Eid' }, { name: 'Wholesale' }];

  it('lists names that start with the text before names that hold it, whatever the case', () => {
    expect(matchNames(items, 'SALE').map((item) => item.name)).toEqual(['Sale', 'Summer sale', 'Wholesale']);
  });

  it('offers nothing for an empty search, and at most the limit', () => {
    expect(matchNames(items, '  ')).toEqual([]);
    expect(matchNames(items, 'e', 2).map((item) => item.name)).toEqual(['Eid', 'Summer sale']);
  });
});
