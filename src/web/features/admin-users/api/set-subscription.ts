import type { z } from 'zod';
import type {
  adminUserDetailSchema,
  AdminUserDetail,
  setSubscriptionSchema,
} from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { useUserChange } from './get-user';

export type SetSubscriptionInput = z.infer<typeof setSubscriptionSchema>;

// PUT /api/admin/users/:id/subscription - { plan, expires } set the plan and its end (null: basic,
// which has none) -> the account; 400 names `plan` or `expires`
export function setSubscription({
  id,
  input,
}: {
  id: string;
  input: SetSubscriptionInput;
}): Promise<AdminUserDetail> {
  return apiCall<typeof adminUserDetailSchema>(`/api/admin/users/${encodeURIComponent(id)}/subscription`, {
    method: 'PUT',
    body: input,
  });
}

export function useSetSubscription() {
  return useUserChange(setSubscription);
}
