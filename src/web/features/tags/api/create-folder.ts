import type { folderSchema, CreateFolder, Folder } from '../../../../shared/link-tags';
import { apiCall } from '../../../lib/api-client';
import { useTagsAndFoldersMutation } from '../../../lib/queries/tags-folders-mutation';

// POST /api/folders - 201 with the folder; a name the workspace has already answers 400 with fields.name
export function createFolder(input: CreateFolder): Promise<Folder> {
  return apiCall<typeof folderSchema>('/api/folders', { method: 'POST', body: input });
}

export function useCreateFolder() {
  return useTagsAndFoldersMutation(createFolder);
}
