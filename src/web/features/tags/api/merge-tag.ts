import type { tagSchema, Tag } from '../../../../shared/link-tags';
import { apiCall } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// POST /api/tags/:id/merge - every link of :id gets `into`, then :id is deleted; answers the kept tag
export function mergeTag({ id, into }: { id: string; into: string }): Promise<Tag> {
  return apiCall<typeof tagSchema>(`/api/tags/${encodeURIComponent(id)}/merge`, {
    method: 'POST',
    body: { into },
  });
}

export function useMergeTag() {
  return useTagsAndFoldersMutation(mergeTag);
}
