import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserDetailSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useMe } from '../../../lib/queries/me';
import { storeChangedUser } from './get-user';

// PUT /api/admin/users/:id/admin - { is_admin } grant or revoke admin -> the account; refused for the
// last admin and for the admin's own account (the server's sentence says why)
export function setAdmin({ id, isAdmin }: { id: string; isAdmin: boolean }): Promise<AdminUserDetail> {
  return apiCall(adminUserDetailSchema, `/api/admin/users/${encodeURIComponent(id)}/admin`, {
    method: 'PUT',
    body: { is_admin: isAdmin },
  });
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: (detail) => storeChangedUser(queryClient, detail, me?.profile),
  });
}
