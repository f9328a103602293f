import type { tagSchema, Tag, UpdateTag } from '../../../../shared/link-tags';
import { apiCall } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// PATCH /api/tags/:id - rename or recolour; a name another tag has answers 400 with fields.name
export function updateTag({ id, changes }: { id: string; changes: UpdateTag }): Promise<Tag> {
  return apiCall<typeof tagSchema>(`/api/tags/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** Links show the tag's name and colour: they are read again too. */
export function useUpdateTag() {
  return useTagsAndFoldersMutation(updateTag);
}
