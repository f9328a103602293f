import { queryOptions, useQuery } from '@tanstack/react-query';
import type { invitationPreviewSchema } from '../../../../shared/workspaces';
import { ApiError, apiCall } from '../../../lib/api-client';

// GET /api/invitations/:token - what an invitation's link invites to (no sign-in needed); 404
// when it is no longer valid (accepted, revoked, expired)
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiCall<typeof invitationPreviewSchema>(`/api/invitations/${encodeURIComponent(token)}`, {
        signal,
        workspace: false,
      }),
    // Not valid is an answer: asking again would not change it.
    retry: (failures, error) => !isGoneInvitation(error) && failures < 2,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** The link no longer works (the server's 404). */
export function isGoneInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
