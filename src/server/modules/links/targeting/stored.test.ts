import { describe, expect, it } from 'vitest';
import { targetingInputSchema, type Targeting, type WatchedHost } from '../../../../shared/targeting';
import { duplicateIds, toStoredTargeting, withCheckPauses, withHostPaused } from './stored';

const parse = (input: unknown) => targetingInputSchema.parse(input);

const stored: Targeting = {
  rules: [],
  fallback_url: null,
  rotator: [
    { id: 'a', destination_url: 'https://a.example/', weight: 50, paused: false, paused_by_check: true },
    { id: 'b', destination_url: 'https://b.example/', weight: 50, paused: false, paused_by_check: false },
  ],
};

describe('the targeting a PUT stores', () => {
  it('is null when it holds nothing', () => {
    expect(toStoredTargeting(parse({}))).toBeNull();
    expect(withCheckPauses(null, [])).toBeNull();
  });

  it('keeps given ids and gives 8 base62 characters to the rest, unlike any other', () => {
    const result = toStoredTargeting(
      parse({
        rules: [
          {
            id: 'mine',
            condition: { type: 'device', devices: ['mobile'] },
            destination_url: 'https://m.example/',
          },
          { condition: { type: 'device', devices: ['tablet'] }, destination_url: 'https://t.example/' },
        ],
        rotator: [
          { destination_url: 'https://x.example/', weight: 1 },
          { destination_url: 'https://y.example/', weight: 1 },
        ],
      }),
    );
    expect(result?.rules[0]?.id).toBe('mine');
    expect(result?.rules[1]?.id).toMatch(/^[0-9A-Za-z]{8}$/);
    const entryIds = result?.rotator.map((entry) => entry.id) ?? [];
    expect(entryIds).toEqual([
      expect.stringMatching(/^[0-9A-Za-z]{8}$/),
      expect.stringMatching(/^[0-9A-Za-z]{8}$/),
    ]);
    expect(new Set(entryIds).size).toBe(2);
  });

  it('pauses the entries on a watched domain that is down or blocked now, whatever the client or the entry had', () => {
    const watched: WatchedHost[] = [
      { hostname: 'a.example', state: 'down', checked_at: '2026-11-24T10:00:00.000Z' },
      { hostname: 'xn--bcher-kva.example', state: 'blocked', checked_at: null },
      { hostname: 'up.example', state: 'up', checked_at: null },
      { hostname: 'new.example', state: null, checked_at: null },
    ];
    const result = withCheckPauses(
      toStoredTargeting(
        parse({
          rotator: [
            { id: 'a', destination_url: 'https://A.example./x', weight: 10, paused_by_check: false },
            { id: 'b', destination_url: 'https://bücher.example/', weight: 10 },
            { id: 'c', destination_url: 'https://up.example/', weight: 10, paused_by_check: true },
            { id: 'd', destination_url: 'https://new.example/', weight: 10 },
            { id: 'e', destination_url: 'https://sub.a.example/', weight: 10 },
          ],
        }),
      ),
      watched,
    );
    expect(result?.rotator.map((entry) => [entry.id, entry.paused_by_check])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
      // Only the watched name itself: another host under it is another site.
      ['e', false],
    ]);
    // A domain no check follows pauses nothing, whatever was stored before.
    expect(withCheckPauses(stored, [])?.rotator.map((entry) => entry.paused_by_check)).toEqual([
      false,
      false,
    ]);
  });

  it('names an id used twice in one list by the later field', () => {
    const rule = {
      id: 'x',
      condition: { type: 'device', devices: ['mobile'] },
      destination_url: 'https://m.example/',
    };
    expect(duplicateIds(parse({ rules: [rule, { ...rule, id: 'y' }, rule] }))).toEqual({
      'rules.2.id': 'This id is already used by rule 1. Use another one.',
    });
    // Named by the rule's number: a device rule listed first is tried after a country rule.
    const country = { ...rule, condition: { type: 'country', countries: ['ID'] } };
    expect(duplicateIds(parse({ rules: [rule, country] }))).toEqual({
      'rules.1.id': 'This id is already used by rule 2. Use another one.',
    });
    // A rule and a rotator entry may share one ("rule:x" and "rotator:x" differ).
    expect(
      duplicateIds(
        parse({
          rules: [rule],
          rotator: [
            { id: 'x', destination_url: 'https://a.example/', weight: 1 },
            { id: 'z', destination_url: 'https://b.example/', weight: 1 },
          ],
        }),
      ),
    ).toEqual({});
  });
});

describe('pausing a host’s rotator entries', () => {
  it('sets the checks’ pause on entries on that host, however the host is spelled', () => {
    const paused = withHostPaused(stored, 'B.Example', true);
    expect(paused.rotator.map((entry) => entry.paused_by_check)).toEqual([true, true]);
    expect(withHostPaused(paused, 'a.example', false).rotator.map((entry) => entry.paused_by_check)).toEqual([
      false,
      true,
    ]);
  });

  it('answers the same object when nothing changes', () => {
    expect(withHostPaused(stored, 'a.example', true)).toBe(stored);
    expect(withHostPaused(stored, 'elsewhere.example', true)).toBe(stored);
  });
});
