// Which links are chosen on /shortlinks: ids picked row by row (across pages), or every link the
// filter matches. Pure steps, so the hook only keeps the state.

export interface Chosen {
  ids: ReadonlySet<string>;
  /** Every link the filter matches, on every page: the action goes by the filter, not the ids. */
  allMatching: boolean;
}

export const nothingChosen: Chosen = { ids: new Set(), allMatching: false };

/** One row ticked or not. Unticking one while all matching are chosen keeps the rest of its page. */
export function toggled(chosen: Chosen, id: string, selected: boolean, pageIds: readonly string[]): Chosen {
  if (chosen.allMatching) {
    return selected ? chosen : { ids: new Set(pageIds.filter((other) => other !== id)), allMatching: false };
  }
  const ids = new Set(chosen.ids);
  if (selected) ids.add(id);
  else ids.delete(id);
  return { ids, allMatching: false };
}

/** The page's checkbox: ticks every row of the page, or unticks them (and all matching). */
export function pageToggled(chosen: Chosen, pageIds: readonly string[], selected: boolean): Chosen {
  if (!selected && chosen.allMatching) return nothingChosen;
  const ids = new Set(chosen.ids);
  for (const id of pageIds) {
    if (selected) ids.add(id);
    else ids.delete(id);
  }
  return { ids, allMatching: false };
}

/** How much of the page is chosen, for its tri-state checkbox. */
export function pageState(chosen: Chosen, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  if (chosen.allMatching) return 'all';
  const picked = pageIds.filter((id) => chosen.ids.has(id)).length;
  if (picked === 0) return 'none';
  return picked === pageIds.length ? 'all' : 'some';
}

/** How many links an action would touch: the ids chosen, or the filter's total. */
export function chosenCount(chosen: Chosen, total: number): number {
  return chosen.allMatching ? total : chosen.ids.size;
}
