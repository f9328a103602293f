import { apiFetch } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// DELETE /api/folders/:id - 204; its links move to no folder
export async function deleteFolder({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/folders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFolder() {
  return useTagsAndFoldersMutation(deleteFolder);
}
