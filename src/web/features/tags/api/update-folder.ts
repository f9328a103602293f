import type { folderSchema, CreateFolder, Folder } from '../../../../shared/link-tags';
import { apiCall } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// PATCH /api/folders/:id - rename; a name another folder has answers 400 with fields.name
export function updateFolder({ id, changes }: { id: string; changes: CreateFolder }): Promise<Folder> {
  return apiCall<typeof folderSchema>(`/api/folders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

/** Rows show their folder's name: the links are read again too. */
export function useUpdateFolder() {
  return useTagsAndFoldersMutation(updateFolder);
}
