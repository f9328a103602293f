import type { invitationSchema, CreateInvitation, Invitation } from '../../../../shared/workspaces';
import { apiCall } from '../../../lib/api-client';
import { usePeopleMutation } from './people-mutation';

// POST /api/workspace/invitations - { email, role } mails a link (admin; a role up to one's own);
// 201; 409 when the seats are full or the address is a member or invited already
export function createInvitation(body: CreateInvitation): Promise<Invitation> {
  return apiCall<typeof invitationSchema>('/api/workspace/invitations', { method: 'POST', body });
}

export function useCreateInvitation() {
  return usePeopleMutation(createInvitation);
}
