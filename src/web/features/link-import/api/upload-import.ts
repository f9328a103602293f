import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { linkImportSchema, CreateLinkImport, LinkImport } from '../../../../shared/link-import';
import { apiCall } from '../../../lib/api-client';
import { importQueryOptions } from './get-import';

// POST /api/links/imports - { file_name, csv } -> 201 the preview: every row checked, nothing created
export function uploadImport(body: CreateLinkImport): Promise<LinkImport> {
  return apiCall<typeof linkImportSchema>('/api/links/imports', { method: 'POST', body });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (preview) => {
      queryClient.setQueryData(importQueryOptions(preview.id).queryKey, preview);
    },
  });
}
