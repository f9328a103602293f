import { apiFetch } from '../../../lib/api-client';
import { usePeopleMutation } from './people-mutation';

// DELETE /api/workspace/members/:userId - remove someone (admin), or leave when it is oneself; 409
// for the last owner, 400 for one's personal workspace
export async function removeMember({ userId }: { userId: string }): Promise<void> {
  await apiFetch<undefined>(`/api/workspace/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  return usePeopleMutation(removeMember, { ownList: true });
}
