import { useMutation } from '@tanstack/react-query';
import type { DeleteWorkspace } from '../../../../shared/workspaces';
import { apiFetch } from '../../../lib/api-client';

// DELETE /api/workspace - the tab's workspace with everything it owns (owner), its slug typed out
// as { confirm }; 204. A personal workspace is refused (400): it goes with the account.
export async function deleteWorkspace(body: DeleteWorkspace): Promise<void> {
  await apiFetch<undefined>('/api/workspace', { method: 'DELETE', body });
}

export function useDeleteWorkspace() {
  return useMutation({ mutationFn: deleteWorkspace });
}
