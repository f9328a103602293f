import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { workspaceSchema, Workspace } from '../../../../shared/workspaces';
import { apiCall } from '../../../lib/api-client';
import { workspaceKey } from '../../../lib/queries/workspace';

// PUT /api/workspace/notices - whether the signed-in member takes the tab's workspace's notices
// (its domains', checks', imports'); answers the workspace as GET /api/workspace does
export function setNotices(notices: boolean): Promise<Workspace> {
  return apiCall<typeof workspaceSchema>('/api/workspace/notices', { method: 'PUT', body: { notices } });
}

export function useSetNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey }),
  });
}
