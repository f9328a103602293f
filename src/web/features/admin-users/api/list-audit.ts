import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditListSchema } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';

export type AuditPage = z.infer<typeof auditListSchema>;

// GET /api/admin/audit?target=&before=<entry id> - the audit log of one target, newest first, 50 a
// page (admin only) -> { items, next_cursor }
export function listAudit(
  { target, before }: { target: string; before: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditPage> {
  const query = new URLSearchParams({ target, before });
  return apiCall<typeof auditListSchema>(`/api/admin/audit?${query}`, { signal });
}

/**
 * The entries older than the ones an account's page already shows: `target` and the oldest shown
 * entry's id are the ones the server gave with them.
 */
export function olderAuditQueryOptions(target: string, oldest: string) {
  return infiniteQueryOptions({
    queryKey: ['admin-users', 'audit', target, oldest],
    queryFn: ({ pageParam, signal }) => listAudit({ target, before: pageParam }, { signal }),
    initialPageParam: oldest,
    // null on the last page, which ends "Show older entries".
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** Asked only once the admin wants them (enabled). */
export function useOlderAudit(target: string, oldest: string, enabled: boolean) {
  return useInfiniteQuery({ ...olderAuditQueryOptions(target, oldest), enabled });
}
