import type { deletedUserSchema } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { adminUserListsKey } from './list-users';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// DELETE /api/admin/users/:id - the account and everything it owns (payments kept, the buyer
// anonymised) -> { deleted: counts per kind }
export async function deleteUser({ id }: { id: string }): Promise<Record<string, number>> {
  return (
    await apiCall<typeof deletedUserSchema>(`/api/admin/users/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).deleted;
}

export function useDeleteUser() {
  // The account's own cached page is dropped by the list it returns to (it is still on screen now).
  return useInvalidatingMutation(deleteUser, adminUserListsKey);
}
