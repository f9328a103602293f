import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserDetailSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useMe } from '../../../lib/queries/me';
import { storeChangedUser } from './get-user';

// POST /api/admin/users/:id/extend - { days } add days after the later of now and the plan's end ->
// the account; 400 names `days`
export function extendSubscription({ id, days }: { id: string; days: number }): Promise<AdminUserDetail> {
  return apiCall(adminUserDetailSchema, `/api/admin/users/${encodeURIComponent(id)}/extend`, {
    method: 'POST',
    body: { days },
  });
}

export function useExtendSubscription() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: (detail) => storeChangedUser(queryClient, detail, me?.profile),
  });
}
