import { queryOptions, useQuery } from '@tanstack/react-query';
import type { bulkJobSchema, BulkJob } from '../../../../shared/link-bulk';
import { apiCall } from '../../../lib/api-client';

// GET /api/links/bulk/:id - a bulk action's progress while it runs, then its report

export function getBulkJob(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<BulkJob> {
  return apiCall<typeof bulkJobSchema>(`/api/links/bulk/${encodeURIComponent(id)}`, { signal });
}

/** While the job works through the links, its progress is asked for this often. */
export const bulkRefreshMs = 1_000;

export const isRunning = (job: BulkJob | undefined): boolean =>
  job?.state === 'queued' || job?.state === 'running';

export function bulkJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['links', 'bulk', id],
    queryFn: ({ signal }) => getBulkJob(id, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? bulkRefreshMs : false),
    // The POST's answer is the first reading; a finished job does not change.
    staleTime: Infinity,
  });
}

export function useBulkJob(id: string | null) {
  return useQuery({ ...bulkJobQueryOptions(id ?? ''), enabled: id !== null });
}
