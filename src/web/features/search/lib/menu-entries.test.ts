import { describe, expect, it } from 'vitest';
import { menuWithoutCloaking, specMenuEntries } from '../../../test/menu-entries';
import { searchMenu, type MenuEntry } from './menu-entries';

const titles = (query: string, entries: readonly MenuEntry[] = menuWithoutCloaking) =>
  searchMenu(query, entries).map((entry) => entry.title);

describe('searchMenu', () => {
  it('matches titles case-insensitively', () => {
    expect(titles('DASH')).toEqual(['Dashboard']);
    expect(titles('  analytics ')).toEqual(['Analytics']);
  });

  it('matches paths and categories too', () => {
    expect(titles('/payments')).toEqual(['Payment History']);
    expect(titles('insights')).toEqual(['Analytics']);
    expect(titles('automation')).toEqual(['Cron Settings', 'Webhooks']);
  });

  it('puts title matches before path and category matches', () => {
    // Feedback comes first in the menu but only its category says Support.
    expect(titles('support')).toEqual(['Telegram Support', 'Feedback']);
    // Recent Links and Tags and Folders are found by their paths; Create Shortlink by its title.
    expect(titles('shortlink')).toEqual(['Create Shortlink', 'Recent Links', 'Tags and Folders']);
  });

  it('returns at most four entries', () => {
    const all = menuWithoutCloaking.filter((entry) =>
      [entry.title, entry.path, entry.category].some((text) => text.toLowerCase().includes('s')),
    );
    expect(all.length).toBeGreaterThan(4);
    expect(titles('s')).toHaveLength(4);
  });

  it('offers only the entries it is given', () => {
    expect(titles('cloak')).toEqual([]);
    expect(titles('link management')).toEqual(['Create Shortlink', 'Recent Links', 'Tags and Folders']);
    expect(titles('cloak', specMenuEntries)).toEqual(['Cloaking Rules']);
    expect(titles('link management', specMenuEntries)).toEqual([
      'Create Shortlink',
      'Recent Links',
      'Tags and Folders',
      'Cloaking Rules',
    ]);
  });

  it('matches nothing for an empty query', () => {
    expect(titles('')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });
});
