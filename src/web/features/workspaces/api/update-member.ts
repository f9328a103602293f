import type { WorkspaceRole } from '../../../../shared/workspace-access';
import { apiFetch } from '../../../lib/api-client';
import { usePeopleMutation } from './people-mutation';

// PATCH /api/workspace/members/:userId - { role } (admin; to or from owner: owner); 409 for the
// last owner
export async function updateMember({ userId, role }: { userId: string; role: WorkspaceRole }): Promise<void> {
  await apiFetch<unknown>(`/api/workspace/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useUpdateMember() {
  return usePeopleMutation(updateMember);
}
