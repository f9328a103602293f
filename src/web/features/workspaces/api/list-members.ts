import { queryOptions, useQuery } from '@tanstack/react-query';
import type { memberListSchema } from '../../../../shared/workspaces';
import { apiCall } from '../../../lib/api-client';

// GET /api/workspace/members - the tab's workspace's members, and its open invitations (empty for
// roles below admin)
export function membersQueryOptions() {
  return queryOptions({
    queryKey: ['workspace-members'],
    queryFn: ({ signal }) => apiCall<typeof memberListSchema>('/api/workspace/members', { signal }),
  });
}

export function useMembers() {
  return useQuery(membersQueryOptions());
}
