import type { TFunction } from 'i18next';
import { canOpen, type Viewer } from '../../../shared/pages';
import type { MenuEntry } from '../../features/search/lib/menu-entries';
import palette from '../../locales/en/palette.json';
import { appPages } from '../pages';

type TitleKey = keyof typeof palette.menu.titles;
type CategoryKey = keyof typeof palette.menu.categories;

function isTitleKey(key: string): key is TitleKey {
  return key in palette.menu.titles;
}

function isCategoryKey(key: string): key is CategoryKey {
  return key in palette.menu.categories;
}

/**
 * The search palette's menu entries this viewer is offered, in the sidebar's order. Given `t`,
 * each entry reads in the reader's language (palette.menu: the spec's words in English), and when
 * those differ from the spec's English words, the English ones come along as aliases, so typing
 * either finds the page.
 */
export function searchEntriesFor(viewer: Viewer, t?: TFunction): MenuEntry[] {
  return appPages.flatMap((page) => {
    if (!page.search || !canOpen(page, viewer)) return [];
    const entry: MenuEntry = { ...page.search, path: page.path };
    const group = page.nav?.group;
    if (!t || !isTitleKey(page.key) || !group || !isCategoryKey(group)) return [entry];
    const title = t(`palette.menu.titles.${page.key}`);
    const category = t(`palette.menu.categories.${group}`);
    if (title === entry.title && category === entry.category) return [entry];
    return [{ title, path: page.path, category, aliases: [entry.title, entry.category] }];
  });
}
