import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { workspaceSummarySchema, WorkspaceSummary } from '../../../../shared/workspaces';
import { apiCall } from '../../../lib/api-client';
import { workspacesQueryOptions } from '../../../lib/queries/workspace';

// POST /api/invitations/:token/accept - join, signed in with the invited address (403 otherwise,
// naming it); answers the workspace joined
export function acceptInvitation({ token }: { token: string }): Promise<WorkspaceSummary> {
  return apiCall<typeof workspaceSummarySchema>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    workspace: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
  });
}
