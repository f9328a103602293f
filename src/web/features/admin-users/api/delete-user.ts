import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedUserSchema } from '../../../../shared/admin-users';
import { apiFetch } from '../../../lib/api-client';
import { adminUserListsKey } from './list-users';

// DELETE /api/admin/users/:id - the account and everything it owns (payments kept, the buyer
// anonymised) -> { deleted: counts per kind }
export async function deleteUser({ id }: { id: string }): Promise<Record<string, number>> {
  const answer = await apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return deletedUserSchema.parse(answer).deleted;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The account's own cached page is dropped by the list it returns to (it is still on screen now).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserListsKey }),
  });
}
