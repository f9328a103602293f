import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface SetSearchParamOptions {
  /** Replace the history entry instead of adding one (typing, closing what the address opened). */
  replace?: boolean;
  /** Other values this change makes stale, removed with it (a new search's page). */
  clear?: readonly string[];
}

/**
 * One value of the address's query (null when absent), and its setter: null or '' removes it, and
 * the other values stay as they are.
 */
export function useSearchParam(
  name: string,
): [string | null, (value: string | null, options?: SetSearchParamOptions) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null, { replace, clear = [] }: SetSearchParamOptions = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const stale of clear) next.delete(stale);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** ?page=: a whole number from 1 (1 when absent or not one), and the way to another page (1 leaves it out). */
export function usePageParam(): [number, (page: number) => void] {
  const [value, set] = useSearchParam('page');
  const page = Number(value);
  const goTo = useCallback((next: number) => set(next > 1 ? String(next) : null), [set]);
  return [Number.isInteger(page) && page >= 1 ? page : 1, goTo];
}
