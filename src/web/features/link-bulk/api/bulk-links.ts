import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bulkJobSchema, BulkJob } from '../../../../shared/link-bulk';
import { apiCall } from '../../../lib/api-client';
import type { BulkBody } from '../lib/target';
import { bulkJobQueryOptions } from './get-bulk-job';

// POST /api/links/bulk - one action on the links chosen or on every link the filter selects: the
// finished report (200, up to 1,000 links) or the job it queued (202), its progress to follow
export function bulkLinks(body: BulkBody): Promise<BulkJob> {
  return apiCall<typeof bulkJobSchema>('/api/links/bulk', { method: 'POST', body });
}

/** Starts a bulk action; what it answered is the job's first reading (get-bulk-job.ts polls on). */
export function useBulkLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkLinks,
    onSuccess: (job) => queryClient.setQueryData(bulkJobQueryOptions(job.id).queryKey, job),
  });
}
