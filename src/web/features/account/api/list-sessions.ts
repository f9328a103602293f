import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCall, authClient } from '../../../lib/auth-client';

export interface AccountSession {
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
}

// better-auth revives ISO dates into Date objects; accept either, in case it ever does not.
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

// GET /api/auth/list-sessions - every session of the signed-in account, newest first
export async function listSessions(): Promise<AccountSession[]> {
  const sessions = await authCall(() => authClient.listSessions());
  return (sessions ?? [])
    .map((session) => ({
      token: session.token,
      userAgent: session.userAgent ?? null,
      ipAddress: session.ipAddress ?? null,
      createdAt: toDate(session.createdAt),
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: ['sessions'],
    queryFn: listSessions,
    // Sessions come and go on other devices; show the current list whenever the page opens.
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
