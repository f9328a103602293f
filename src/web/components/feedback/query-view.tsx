import type { ReactNode } from 'react';
import { QueryLoadError } from './load-error';

/** What QueryView reads of a query (TanStack Query's result has it all). */
export interface Loadable<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's three faces: `loading` until it first answers, the reason and Try again when that
 * failed, else what it answered. Data already shown stays when a later refetch fails.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: Loadable<T>;
  loading: ReactNode;
  /** The sentence for a failure the server gave no reason for. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError && query.data === undefined) {
    return <QueryLoadError query={query} fallback={failed} />;
  }
  return children(query.data as T);
}
