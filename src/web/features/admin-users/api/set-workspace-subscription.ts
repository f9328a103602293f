import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { workspaceSubscriptionSchema, WorkspaceSubscription } from '../../../../shared/admin-users';
import { apiCall } from '../../../lib/api-client';
import { adminUserDetailsKey } from './get-user';
import type { SetSubscriptionInput } from './set-subscription';

// PUT /api/admin/workspaces/:id/subscription - { plan, expires } a team workspace's plan and its end
// (null: basic, which has none) -> { id, plan, expires }; 404 for an unknown workspace, 400 names
// `plan` or `expires`
export function setWorkspaceSubscription({
  id,
  input,
}: {
  id: string;
  input: SetSubscriptionInput;
}): Promise<WorkspaceSubscription> {
  return apiCall<typeof workspaceSubscriptionSchema>(
    `/api/admin/workspaces/${encodeURIComponent(id)}/subscription`,
    { method: 'PUT', body: input },
  );
}

/** The answer names only the workspace: every account's page is read again (each member's shows it). */
export function useSetWorkspaceSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkspaceSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserDetailsKey }),
  });
}
