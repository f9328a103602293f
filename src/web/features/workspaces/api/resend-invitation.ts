import { apiFetch } from '../../../lib/api-client';
import { usePeopleMutation } from './people-mutation';

// POST /api/workspace/invitations/:id/resend - the mail again (admin); 429 after 5 sends in an hour
export async function resendInvitation({ id }: { id: string }): Promise<void> {
  await apiFetch<unknown>(`/api/workspace/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendInvitation() {
  return usePeopleMutation(resendInvitation);
}
