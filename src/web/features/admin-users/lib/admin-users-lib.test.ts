import { describe, expect, it } from 'vitest';
import { readArrival } from './arrival';
import { confirmsEmail, deletedCounts } from './delete-account';
import {
  apiSearchFromListQuery,
  changeListQuery,
  defaultListQuery,
  isFiltered,
  listQueryFromSearch,
  noFilters,
  pageSummary,
  parseSortChoice,
  searchForPage,
  searchFromListQuery,
  sortChoiceOf,
  sortChoices,
  withUser,
} from './list-query';
import { fromZonedInput, toZonedInput } from './time';

const read = (text: string) => listQueryFromSearch(new URLSearchParams(text));

describe('the list in the address', () => {
  it('reads nothing as the defaults: newest first, page 1, 50 a page', () => {
    expect(read('')).toEqual({ ...defaultListQuery, q: undefined, plan: undefined });
  });

  it('reads every key the API takes', () => {
    expect(
      read(
        'q=%20ayu%20&plan=vip&admin=true&disabled=false&trial=true&sort=email&order=asc&page=3&per_page=100',
      ),
    ).toEqual({
      q: 'ayu',
      plan: 'vip',
      admin: true,
      disabled: false,
      trial: true,
      sort: 'email',
      order: 'asc',
      page: 3,
      per_page: 100,
    });
  });

  it('leaves out what the API would refuse, rather than failing the page', () => {
    const query = read(`q=${'x'.repeat(101)}&admin=yes&sort=plan&order=up&page=0&per_page=30`);
    expect(query).toEqual({ ...defaultListQuery, q: undefined, plan: undefined });
    expect(read('page=2.5').page).toBe(1);
    expect(read('q=%20%20').q).toBeUndefined();
  });

  it('writes only what differs from the defaults, and reads back the same list', () => {
    expect(searchFromListQuery(defaultListQuery).toString()).toBe('');
    const query = read('per_page=25&page=4&order=asc&sort=name&trial=false&plan=free&q=budi');
    const written = searchFromListQuery(query).toString();
    expect(written).toBe('q=budi&plan=free&trial=false&sort=name&order=asc&page=4&per_page=25');
    expect(read(written)).toEqual(query);
  });

  it('spells out sort and page for the API, and the filters only when chosen', () => {
    expect(apiSearchFromListQuery(defaultListQuery).toString()).toBe(
      'sort=created_at&order=desc&page=1&per_page=50',
    );
    expect(apiSearchFromListQuery(read('admin=false&q=ayu&page=2')).toString()).toBe(
      'q=ayu&admin=false&sort=created_at&order=desc&page=2&per_page=50',
    );
  });

  it('starts at page 1 again when the search, a filter, the sort or the page size changes', () => {
    const onPage3 = read('page=3&plan=vip');
    expect(changeListQuery(onPage3, { admin: true }).page).toBe(1);
    expect(changeListQuery(onPage3, { per_page: 100 }).page).toBe(1);
    expect(changeListQuery(onPage3, { page: 4 })).toMatchObject({ page: 4, plan: 'vip' });
  });

  it('knows a narrowed list, and clears it keeping sort and page size', () => {
    expect(isFiltered(defaultListQuery)).toBe(false);
    expect(isFiltered(read('trial=false'))).toBe(true);
    const narrowed = read('q=ayu&plan=vip&admin=true&disabled=true&trial=true&sort=email&per_page=25&page=2');
    const cleared = changeListQuery(narrowed, noFilters);
    expect(isFiltered(cleared)).toBe(false);
    expect(searchFromListQuery(cleared).toString()).toBe('sort=email&per_page=25');
  });

  it('opens and closes an account beside the list’s own keys', () => {
    const search = new URLSearchParams('q=ayu&page=2');
    expect(withUser(search, 'u-1')).toBe('?q=ayu&page=2&user=u-1');
    expect(withUser(new URLSearchParams('q=ayu&user=u-1'), null)).toBe('?q=ayu');
    expect(withUser(new URLSearchParams('user=u-1'), null)).toBe('');
    expect(searchForPage(read('q=ayu&page=2'), 1)).toBe('?q=ayu');
    expect(searchForPage(defaultListQuery, 1)).toBe('');
  });

  it('offers every sort choice as a column and a direction', () => {
    for (const choice of sortChoices) {
      expect(sortChoiceOf({ ...defaultListQuery, ...parseSortChoice(choice) })).toBe(choice);
    }
    expect(parseSortChoice('created_at-asc')).toEqual({ sort: 'created_at', order: 'asc' });
  });
});

describe('paging', () => {
  it('says which accounts a page holds', () => {
    expect(pageSummary(1, 50, 120, 50)).toEqual({ first: 1, last: 50, pages: 3 });
    expect(pageSummary(3, 50, 120, 20)).toEqual({ first: 101, last: 120, pages: 3 });
    expect(pageSummary(1, 50, 0, 0)).toEqual({ first: 0, last: 0, pages: 1 });
    expect(pageSummary(9, 50, 120, 0)).toEqual({ first: 0, last: 0, pages: 3 });
  });
});

describe('the plan end typed in the admin’s time zone', () => {
  it('shows a moment as the zone’s wall clock and reads it back', () => {
    expect(toZonedInput('2026-12-01T02:30:00.000Z', 'Asia/Jakarta')).toBe('2026-12-01T09:30');
    expect(fromZonedInput('2026-12-01T09:30', 'Asia/Jakarta')).toBe('2026-12-01T02:30:00.000Z');
    expect(fromZonedInput('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
  });

  it('follows daylight-saving time on each side of a change', () => {
    expect(fromZonedInput('2026-01-15T12:00', 'America/New_York')).toBe('2026-01-15T17:00:00.000Z');
    expect(fromZonedInput('2026-07-15T12:00', 'America/New_York')).toBe('2026-07-15T16:00:00.000Z');
    expect(toZonedInput('2026-07-15T16:00:00.000Z', 'America/New_York')).toBe('2026-07-15T12:00');
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
    expect(toZonedInput('not a date', 'UTC')).toBe('');
  });
});

describe('deleting an account', () => {
  it('lists the known kinds in a fixed order, then the rest by name', () => {
    expect(deletedCounts({ clicks: 3400, links: 12, api_keys: 2, orders: 1 })).toEqual([
      { kind: 'links', count: 12 },
      { kind: 'clicks', count: 3400 },
      { kind: 'orders', count: 1 },
      { kind: null, name: 'api keys', count: 2 },
    ]);
  });

  it('asks for the account’s email, spaces and case aside', () => {
    expect(confirmsEmail(' Ayu@Example.com ', 'ayu@example.com')).toBe(true);
    expect(confirmsEmail('ayu@example.co', 'ayu@example.com')).toBe(false);
    expect(confirmsEmail('', 'ayu@example.com')).toBe(false);
  });

  it('reads what the list is told on the way back, and ignores anything else', () => {
    expect(readArrival(null)).toEqual({});
    expect(readArrival({ returnTo: 'u-1' })).toEqual({ returnTo: 'u-1' });
    expect(
      readArrival({ deleted: { id: 'u-1', email: 'a@example.com', counts: { links: 2, x: 'no' } } }),
    ).toEqual({
      deleted: { id: 'u-1', email: 'a@example.com', counts: { links: 2 } },
    });
    expect(readArrival({ deleted: { id: 'u-1' } })).toEqual({});
  });
});
