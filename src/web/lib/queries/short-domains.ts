import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shortDomainsSchema } from '../../../shared/links';
import { apiCall } from '../api-client';

export type ShortDomains = z.infer<typeof shortDomainsSchema>;

// Below the features: /create and /settings offer these domains, and /domains moves links to them.

// GET /api/links/domains - the domains a new link may use (short domains, then verified custom
// domains); the first is the default
export function getShortDomains({ signal }: { signal?: AbortSignal } = {}): Promise<ShortDomains> {
  return apiCall<typeof shortDomainsSchema>('/api/links/domains', { signal });
}

export function shortDomainsQueryOptions() {
  return queryOptions({
    queryKey: ['short-domains'],
    queryFn: ({ signal }) => getShortDomains({ signal }),
  });
}

export function useShortDomains() {
  return useQuery(shortDomainsQueryOptions());
}
