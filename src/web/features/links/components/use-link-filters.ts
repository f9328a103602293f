import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterParams, filtersFromParams, type FilterParam, type LinkFilters } from '../lib/filters';

export type FilterChanges = Partial<Record<FilterParam, string | null>>;

export interface LinkFiltersControl {
  filters: LinkFilters;
  /** Sets filters (null or '' removes one) and goes back to the first page. */
  setFilters: (changes: FilterChanges) => void;
  /** Removes every filter, keeping the search. */
  clearFilters: () => void;
}

/**
 * The list's filters, read from and written to the address (each change is a history entry). One
 * call sets several at once: two calls in a row would each start from the same address, and the
 * second would undo the first.
 */
export function useLinkFilters(): LinkFiltersControl {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const setFilters = useCallback(
    (changes: FilterChanges) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        // A page of the last selection means nothing in the new one.
        next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of [...filterParams, 'page']) next.delete(name);
        return next;
      }),
    [setParams],
  );

  return { filters, setFilters, clearFilters };
}
