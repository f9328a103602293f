import { apiFetch } from '../../../lib/api-client';
import { usePeopleMutation } from './people-mutation';

// DELETE /api/workspace/invitations/:id - revoke (admin): its link stops working; 204
export async function revokeInvitation({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/workspace/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  return usePeopleMutation(revokeInvitation);
}
