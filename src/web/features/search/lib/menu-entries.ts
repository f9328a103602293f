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

/** Something the palette does rather than opens (switch the workspace); the app passes them in. */
export interface PaletteAction {
  id: string;
  title: string;
  /** Beside the title, muted. */
  hint?: string;
  /** Other words that find it. */
  aliases?: readonly string[];
  /** The heading the palette shows it under. */
  group: string;
  run: () => void;
}

/**
 * Actions whose title, hint or an alias contains the query (case-insensitive), those matching by
 * title first, at most paletteMenuLimit; an empty query matches nothing.
 */
export function searchActions(query: string, actions: readonly PaletteAction[]): PaletteAction[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const has = (words: string | undefined) => words?.toLowerCase().includes(needle) ?? false;
  const byTitle = actions.filter((action) => has(action.title));
  const byOther = actions.filter(
    (action) => !byTitle.includes(action) && [action.hint, ...(action.aliases ?? [])].some(has),
  );
  return [...byTitle, ...byOther].slice(0, paletteMenuLimit);
}
