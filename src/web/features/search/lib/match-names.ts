// The workspace's tags and folders the palette offers for a search: names that start with the
// text first, then names that hold it, each group by name, at most `limit`.

export function matchNames<Item extends { name: string }>(
  items: readonly Item[],
  term: string,
  limit = 5,
): Item[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [];
  const starts: Item[] = [];
  const holds: Item[] = [];
  for (const item of items) {
    const name = item.name.toLowerCase();
    if (name.startsWith(needle)) starts.push(item);
    else if (name.includes(needle)) holds.push(item);
  }
  return [...starts, ...holds].slice(0, limit);
}
