import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkspace } from '../../../../shared/workspaces';
import { apiFetch } from '../../../lib/api-client';
import { workspaceKey, workspacesQueryOptions } from '../../../lib/queries/workspace';

// PATCH /api/workspace - name, slug or logo (null removes it) of the tab's workspace (admin);
// 400/409 name the field (a slug taken)
export async function updateWorkspace(changes: UpdateWorkspace): Promise<void> {
  await apiFetch<unknown>('/api/workspace', { method: 'PATCH', body: changes });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    // The switcher's names and the page's both change: read them again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKey }),
        queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
      ]),
  });
}
