import { apiFetch } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// DELETE /api/tags/:id - 204; the links are kept, without this tag
export async function deleteTag({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTag() {
  return useTagsAndFoldersMutation(deleteTag);
}
