import { describe, expect, it } from 'vitest';
import type { Targeting } from '../../../shared/targeting';
import { describeChoice, destinationRows } from './destinations';

const targeting: Targeting = {
  rules: [
    {
      id: 'geo',
      condition: { type: 'country', countries: ['ID', 'MY', 'SG', 'TH', 'VN', 'PH', 'BN'] },
      destination_url: 'https://asia.example.com/',
    },
    { id: 'ios', condition: { type: 'os', systems: ['iOS'] }, destination_url: 'https://ios.example.com/' },
    {
      id: 'lang',
      condition: { type: 'language', languages: ['id', 'ms'] },
      destination_url: 'https://id.example.com/',
    },
  ],
  fallback_url: 'https://fallback.example.com/',
  rotator: [
    { id: 'a', destination_url: 'https://a.example.com/', weight: 1, paused: true, paused_by_check: false },
  ],
};

describe('describeChoice', () => {
  it('numbers a rule as a visit tries it: country rules first, whatever the stored order', () => {
    const deviceFirst = { ...targeting, rules: [targeting.rules[1]!, targeting.rules[0]!] };
    expect(describeChoice('rule:geo', deviceFirst).label).toBe('Rule 1 (ID, MY, SG, TH, VN +2)');
    expect(describeChoice('rule:ios', deviceFirst).label).toBe('Rule 2 (iOS)');
  });

  it.each([
    ['rule:geo', 'Rule 1 (ID, MY, SG, TH, VN +2)', 'https://asia.example.com/'],
    ['rule:ios', 'Rule 2 (iOS)', 'https://ios.example.com/'],
    ['rule:lang', 'Rule 3 (id, ms)', 'https://id.example.com/'],
    ['rule:gone', 'Removed rule', null],
    ['rotator:a', 'Rotator: https://a.example.com/', 'https://a.example.com/'],
    ['rotator:gone', 'Removed rotator destination', null],
    ['fallback', 'Fallback URL', 'https://fallback.example.com/'],
  ])('names %s by the current targeting', (choice, label, url) => {
    expect(describeChoice(choice, targeting)).toEqual({ label, url });
  });

  it('names every choice as removed once the link has no targeting', () => {
    expect(describeChoice('rule:geo', null)).toEqual({ label: 'Removed rule', url: null });
    expect(describeChoice('fallback', null)).toEqual({ label: 'Removed fallback URL', url: null });
  });
});

describe('destinationRows', () => {
  const link = { destinationUrl: 'https://example.com/', targeting };

  it('counts the main destination as the total less the targeted clicks, most clicked first', () => {
    expect(
      destinationRows(link, 10, [
        { value: 'rule:geo', clicks: 3 },
        { value: 'fallback', clicks: 5 },
        { value: 'rotator:a', clicks: 0 },
      ]),
    ).toEqual([
      { choice: 'fallback', label: 'Fallback URL', url: 'https://fallback.example.com/', clicks: 5 },
      {
        choice: 'rule:geo',
        label: 'Rule 1 (ID, MY, SG, TH, VN +2)',
        url: 'https://asia.example.com/',
        clicks: 3,
      },
      { choice: null, label: 'Main destination', url: 'https://example.com/', clicks: 2 },
    ]);
  });

  it('leaves the main destination out when every click was targeted, and has no rows without clicks', () => {
    expect(destinationRows(link, 4, [{ value: 'rule:ios', clicks: 4 }]).map((row) => row.choice)).toEqual([
      'rule:ios',
    ]);
    expect(destinationRows(link, 0, [])).toEqual([]);
  });
});
