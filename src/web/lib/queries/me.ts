import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '../../../shared/account';
import { ApiError, apiCall } from '../api-client';

// GET /api/me - the signed-in user's profile, plan and entitlements; 401 when signed out
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  return apiCall(meSchema, '/api/me', { signal });
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe({ signal }),
    // Signed out is an answer, not a failure: asking again would not change it.
    retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The name to greet someone by: name, else email, else a generic word (the spec's user menu). */
export function displayName(me: Me | undefined, fallback: string): string {
  return me?.profile.name.trim() || me?.profile.email || fallback;
}
