import { queryOptions, useQuery } from '@tanstack/react-query';
import type { webhookListSchema } from '../../../../shared/webhooks';
import { apiCall } from '../../../lib/api-client';

// GET /api/webhooks - the workspace's endpoints (admins and owners; 403 to the other roles)
export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: ['webhooks', 'list'],
    queryFn: ({ signal }) => apiCall<typeof webhookListSchema>('/api/webhooks', { signal }),
    // Failures in a row and the server's turning an endpoint off change without this page: show
    // the current state whenever it opens.
    staleTime: 0,
  });
}

export function useWebhooks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webhooksQueryOptions(), enabled });
}
