import { afterEach, describe, expect, it } from 'vitest';
import { searchMenu } from '../../features/search/lib/menu-entries';
import { i18n } from '../../lib/i18n';
import { makeMe } from '../../test/fake-api';
import { specMenuEntries } from '../../test/menu-entries';
import { viewerOf } from '../pages';
import { searchEntriesFor } from './search-entries';

const admin = viewerOf(makeMe({ is_admin: true }));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the search menu in the reader’s language', () => {
  it('is the spec’s words in English', () => {
    expect(searchEntriesFor(admin, i18n.t)).toEqual(specMenuEntries);
  });

  it('reads in Indonesian, and still finds a page by its English name', async () => {
    await i18n.changeLanguage('id');
    const entries = searchEntriesFor(admin, i18n.t);
    const dashboard = entries.find((entry) => entry.path === '/dashboard');
    expect(dashboard?.title).toBe(i18n.t('palette.menu.titles.dashboard'));
    expect(dashboard?.title).not.toBe('Dashboard');
    expect(dashboard?.aliases).toEqual(['Dashboard', 'Main']);
    expect(entries.map((entry) => entry.path)).toEqual(specMenuEntries.map((entry) => entry.path));

    expect(searchMenu('payment history', entries).map((entry) => entry.path)).toEqual(['/payments']);
    expect(searchMenu(dashboard!.title, entries)[0]?.path).toBe('/dashboard');
  });
});
