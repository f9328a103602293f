import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  workspaceSummarySchema,
  CreateWorkspace,
  WorkspaceSummary,
} from '../../../../shared/workspaces';
import { apiCall } from '../../../lib/api-client';
import { workspacesQueryOptions } from '../../../lib/queries/workspace';

// POST /api/workspaces - a team workspace with the account as its owner; 201 with its summary,
// 400/409 naming name or slug (a slug taken)
export function createWorkspace(body: CreateWorkspace): Promise<WorkspaceSummary> {
  return apiCall<typeof workspaceSummarySchema>('/api/workspaces', {
    method: 'POST',
    body,
    workspace: false,
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const { queryKey } = workspacesQueryOptions();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
