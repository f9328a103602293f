import { paletteMenuLimit } from '../../../../shared/search';

/** A page the palette can open; the app passes in those the signed-in user is offered. */
export interface MenuEntry {
  title: string;
  path: string;
  category: string;
}

/**
 * Entries whose title, path or category contains the query (case-insensitive); title matches come
 * first, ties keep the given order, at most paletteMenuLimit. An empty query matches nothing: the
 * palette shows hints then.
 */
export function searchMenu(query: string, entries: readonly MenuEntry[]): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const byTitle = entries.filter((entry) => entry.title.toLowerCase().includes(needle));
  const byOther = entries.filter(
    (entry) =>
      !byTitle.includes(entry) &&
      (entry.path.toLowerCase().includes(needle) || entry.category.toLowerCase().includes(needle)),
  );
  return [...byTitle, ...byOther].slice(0, paletteMenuLimit);
}
