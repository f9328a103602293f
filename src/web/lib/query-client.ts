import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// The spec's app-wide defaults: fresh 5 min, kept 10 min, 2 retries, no refetch on focus.
// Features that need other timings (shortlinks, analytics) set them in their own query options.
export const appQueryDefaults = {
  queries: {
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 2,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

/** A fresh client; tests make their own so no cache leaks from one test into the next. */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...appQueryDefaults.queries, ...overrides } },
  });
}
