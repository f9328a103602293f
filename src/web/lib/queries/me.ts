import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meSchema, Me } from '../../../shared/account';
import { ApiError, apiCall } from '../api-client';
import { loadLanguage } from '../i18n';

// GET /api/me - the signed-in user's profile, plan and entitlements; 401 when signed out
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const me = await apiCall<typeof meSchema>('/api/me', { signal });
  // The account's language is applied as this answer lands (lib/account-locale.ts): its catalogue
  // is downloaded first (when this browser showed the other one), so the shell's first render
  // speaks it at once.
  await loadLanguage(me.profile.language);
  return me;
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
