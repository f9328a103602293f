import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

// GET /api/auth/get-session - this browser's session; its token marks "This device" in the list
export async function getCurrentSessionToken(): Promise<string | null> {
  const data = await authCall(() => authClient.getSession());
  return data?.session.token ?? null;
}

export function currentSessionQueryOptions() {
  return queryOptions({
    // Under the sessions key, so invalidating the list refreshes this too.
    queryKey: [...sessionsQueryOptions().queryKey, 'current'],
    queryFn: getCurrentSessionToken,
    staleTime: 0,
  });
}

export function useCurrentSessionToken() {
  return useQuery(currentSessionQueryOptions());
}
