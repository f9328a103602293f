import { describe, expect, it } from 'vitest';
import { Dim, rollUp, userScope, type RollupClick } from './rollup';

const click = (overrides: Partial<RollupClick> = {}): RollupClick => ({
  linkId: 'link-a',
  userId: 'user-1',
  at: '2026-11-01T10:15:00.000Z',
  country: 'ID',
  device: 'mobile',
  os: 'iOS',
  browser: 'Safari',
  referrerHost: null,
  isBot: false,
  visitorHash: 7,
  ...overrides,
});

function rows(columns: ReturnType<ReturnType<typeof rollUp>['hourly']>) {
  return columns.scopes.map((scope, index) => ({
    scope,
    dim: columns.dims[index],
    bucket: columns.buckets[index],
    bot: columns.bots[index],
    value: columns.values[index],
    clicks: columns.clicks[index],
    visitors: columns.visitors[index],
  }));
}

describe('rollUp', () => {
  it('counts each click once per dimension, for the link and for its owner', () => {
    const rollup = rollUp([
      click(),
      click({ at: '2026-11-01T10:45:00.000Z', country: null }),
      click({ isBot: true }),
    ]);
    const hourly = rows(rollup.hourly());
    const total = hourly.filter((row) => row.dim === Dim.total && row.scope === 'link-a');
    expect(total).toEqual([
      expect.objectContaining({ bucket: '2026-11-01T10:00:00.000Z', bot: false, clicks: 2 }),
      expect.objectContaining({ bucket: '2026-11-01T10:00:00.000Z', bot: true, clicks: 1 }),
    ]);
    const countries = hourly.filter(
      (row) => row.dim === Dim.country && row.scope === userScope('user-1') && !row.bot,
    );
    expect(countries.map((row) => [row.value, row.clicks])).toEqual([
      ['', 1],
      ['ID', 1],
    ]);
    const links = hourly.filter((row) => row.dim === Dim.link);
    expect(links.every((row) => row.scope === userScope('user-1') && row.value === 'link-a')).toBe(true);
    expect(hourly.some((row) => row.dim === Dim.link && row.scope === 'link-a')).toBe(false);
    expect(
      rows(rollup.daily()).find((row) => row.dim === Dim.total && !row.bot && row.scope === 'link-a'),
    ).toMatchObject({
      bucket: '2026-11-01',
      clicks: 2,
    });
  });

  it('asks about each (scope, day, visitor) once and counts a new one in the hour of its first click', () => {
    const rollup = rollUp([
      click({ at: '2026-11-01T11:05:00.000Z' }),
      click({ at: '2026-11-01T09:55:00.000Z' }),
      click({ at: '2026-11-02T01:00:00.000Z' }),
    ]);
    expect(rollup.visitorKeys.scopes).toHaveLength(4);
    rollup.addVisitor('link-a', '2026-11-01', '7');
    const hourly = rows(rollup.hourly()).filter((row) => row.scope === 'link-a' && row.dim === Dim.total);
    expect(hourly.map((row) => [row.bucket, row.visitors])).toEqual([
      ['2026-11-01T09:00:00.000Z', 1],
      ['2026-11-01T11:00:00.000Z', 0],
      ['2026-11-02T01:00:00.000Z', 0],
    ]);
  });

  it('sorts rows by key so concurrent flushes lock in the same order', () => {
    const columns = rollUp([click({ linkId: 'link-b' }), click({ linkId: 'link-a' })]).hourly();
    const keys = columns.scopes.map((scope, index) => `${scope}\u0000${columns.dims[index]}`);
    expect(keys).toEqual([...keys].sort());
  });
});
