import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { adminUserDetailSchema, AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { meQueryOptions, useMe } from '../../../lib/queries/me';
import { adminUserListsKey } from './list-users';

// GET /api/admin/users/:id - one account: profile, plan, what it owns, its workspaces, its audit
// entries (admin only)
export function getAdminUser(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUserDetail> {
  return apiCall<typeof adminUserDetailSchema>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
}

/** Every account's page lives under this key (a workspace's plan shows on each member's page). */
export const adminUserDetailsKey = ['admin-users', 'user'] as const;

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminUserDetailsKey, id],
    queryFn: ({ signal }) => getAdminUser(id, { signal }),
    staleTime: 30_000,
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}

/**
 * After a change answered with the account (every change route does): its page shows the answer at
 * once, the lists are asked again (a row may move or leave a filter), and the signed-in admin's own
 * profile too when they changed their own account.
 */
export async function storeChangedUser(
  queryClient: QueryClient,
  detail: AdminUserDetail,
  me: { id: string } | undefined,
): Promise<void> {
  queryClient.setQueryData(adminUserQueryOptions(detail.user.id).queryKey, detail);
  const refreshes = [queryClient.invalidateQueries({ queryKey: adminUserListsKey })];
  if (me?.id === detail.user.id)
    refreshes.push(queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }));
  await Promise.all(refreshes);
}

/** A change to an account, its answer stored as storeChangedUser says. */
export function useUserChange<TInput>(mutationFn: (input: TInput) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => storeChangedUser(queryClient, detail, me?.profile),
  });
}
