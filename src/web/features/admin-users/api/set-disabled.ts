import type { adminUserDetailSchema, AdminUserDetail } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useUserChange } from './get-user';

// PUT /api/admin/users/:id/disabled - { disabled, reason? } disable (sessions end at once, sign-in is
// refused, links answer not-found) or enable again -> the account; 400 names `reason`
export function setDisabled({
  id,
  disabled,
  reason,
}: {
  id: string;
  disabled: boolean;
  reason?: string | undefined;
}): Promise<AdminUserDetail> {
  return apiCall<typeof adminUserDetailSchema>(`/api/admin/users/${encodeURIComponent(id)}/disabled`, {
    method: 'PUT',
    body: reason ? { disabled, reason } : { disabled },
  });
}

export function useSetDisabled() {
  return useUserChange(setDisabled);
}
