import { useCallback, useState } from 'react';
import { nothingChosen, pageToggled, toggled, type Chosen } from '../lib/selection';

export interface LinkSelection extends Chosen {
  /** Nothing is chosen: the action bar stays away. */
  isEmpty: boolean;
  toggle: (id: string, selected: boolean, pageIds: readonly string[]) => void;
  togglePage: (pageIds: readonly string[], selected: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * The links chosen on the list, kept for one `scope` (the workspace and the filter): when the scope
 * changes the choice is gone, since what it chose may no longer be on the list.
 */
export function useLinkSelection(scope: string): LinkSelection {
  const [state, setState] = useState<Chosen & { scope: string }>({ scope, ...nothingChosen });
  const current = state.scope === scope ? state : nothingChosen;

  const update = useCallback(
    (change: (chosen: Chosen) => Chosen) =>
      setState((previous) => ({ scope, ...change(previous.scope === scope ? previous : nothingChosen) })),
    [scope],
  );

  return {
    ids: current.ids,
    allMatching: current.allMatching,
    isEmpty: !current.allMatching && current.ids.size === 0,
    toggle: useCallback(
      (id: string, selected: boolean, pageIds: readonly string[]) =>
        update((chosen) => toggled(chosen, id, selected, pageIds)),
      [update],
    ),
    togglePage: useCallback(
      (pageIds: readonly string[], selected: boolean) =>
        update((chosen) => pageToggled(chosen, pageIds, selected)),
      [update],
    ),
    selectAllMatching: useCallback(() => update(() => ({ ids: new Set(), allMatching: true })), [update]),
    clear: useCallback(() => update(() => nothingChosen), [update]),
  };
}
