import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { linkImportSchema, LinkImport } from '../../../../shared/link-import';
import { apiCall } from '../../../lib/api-client';
import { importQueryOptions } from './get-import';

// POST /api/links/imports/:id/confirm - 202 the import, queued: a job creates its valid rows
export function confirmImport(id: string): Promise<LinkImport> {
  return apiCall<typeof linkImportSchema>(`/api/links/imports/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    // Queued: the import's query starts polling its progress.
    onSuccess: (queued) => queryClient.setQueryData(importQueryOptions(queued.id).queryKey, queued),
  });
}
