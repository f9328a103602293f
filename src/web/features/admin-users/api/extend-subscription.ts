import type { adminUserDetailSchema, AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useUserChange } from './get-user';

// POST /api/admin/users/:id/extend - { days } add days after the later of now and the plan's end ->
// the account; 400 names `days`
export function extendSubscription({ id, days }: { id: string; days: number }): Promise<AdminUserDetail> {
  return apiCall<typeof adminUserDetailSchema>(`/api/admin/users/${encodeURIComponent(id)}/extend`, {
    method: 'POST',
    body: { days },
  });
}

export function useExtendSubscription() {
  return useUserChange(extendSubscription);
}
