import { paletteMenuLimit } from '../../../../shared/search';

/** A page the palette can open; the app passes in those the signed-in user is offered. */
export interface MenuEntry {
  title: string;
  path: string;
  category: string;
  /** Other words that find it: the spec's English title and category under an Indonesian entry. */
  aliases?: readonly string[];
}

/**
 * Entries whose title (or an alias), path or category contains the query (case-insensitive); those
 * matching by title or alias come first, ties keep the given order, at most paletteMenuLimit. An
 * empty query matches nothing: the palette shows hints then.
 */
export function searchMenu(query: string, entries: readonly MenuEntry[]): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const byTitle = entries.filter((entry) =>
    [entry.title, ...(entry.aliases ?? [])].some((words) => words.toLowerCase().includes(needle)),
  );
  const byOther = entries.filter(
    (entry) =>
      !byTitle.includes(entry) &&
      (entry.path.toLowerCase().includes(needle) || entry.category.toLowerCase().includes(needle)),
  );
  return [...byTitle, ...byOther].slice(0, paletteMenuLimit);
}
