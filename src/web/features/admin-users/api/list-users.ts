import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserListSchema, AdminUserList } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { apiSearchFromListQuery, type UsersListQuery } from '../lib/list-query';

// GET /api/admin/users?q=&plan=&admin=&disabled=&trial=&sort=&order=&page=&per_page= - one page of
// accounts, searched, filtered and sorted by the server (admin only) -> { items, total, page, per_page }
export function listAdminUsers(
  query: UsersListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUserList> {
  return apiCall<typeof adminUserListSchema>(`/api/admin/users?${apiSearchFromListQuery(query)}`, { signal });
}

/** Every page of every list of accounts lives under this key (a change to an account refreshes them). */
export const adminUserListsKey = ['admin-users', 'list'] as const;

export function adminUsersQueryOptions(query: UsersListQuery) {
  // The API's own query string is the key: one spelling per list.
  const key = apiSearchFromListQuery(query).toString();
  return queryOptions({
    queryKey: [...adminUserListsKey, key],
    queryFn: ({ signal }) => listAdminUsers(query, { signal }),
    // Accounts sign up and pay in the background: a list is at most 30 s old.
    staleTime: 30_000,
  });
}

/** While another page or filter loads, the rows shown stay (marked busy) rather than blinking. */
export function useAdminUsers(query: UsersListQuery) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}
