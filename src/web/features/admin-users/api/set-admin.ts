import type { adminUserDetailSchema, AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useUserChange } from './get-user';

// PUT /api/admin/users/:id/admin - { is_admin } grant or revoke admin -> the account; refused for the
// last admin and for the admin's own account (the server's sentence says why)
export function setAdmin({ id, isAdmin }: { id: string; isAdmin: boolean }): Promise<AdminUserDetail> {
  return apiCall<typeof adminUserDetailSchema>(`/api/admin/users/${encodeURIComponent(id)}/admin`, {
    method: 'PUT',
    body: { is_admin: isAdmin },
  });
}

export function useSetAdmin() {
  return useUserChange(setAdmin);
}
