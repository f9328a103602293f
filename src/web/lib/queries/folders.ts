import { queryOptions, useQuery } from '@tanstack/react-query';
import type { folderListSchema, FolderList } from '../../../shared/link-tags';
import { apiCall } from '../api-client';

// The workspace's folders have one owner below the features: the links pages file and filter by
// them, and /shortlinks/tags manages them.

/** Every read of the folders; mutations invalidate under this prefix. */
export const foldersKey = ['folders'] as const;

// GET /api/folders - the workspace's folders with their link counts, and how many links are in none
export function listFolders({ signal }: { signal?: AbortSignal } = {}): Promise<FolderList> {
  return apiCall<typeof folderListSchema>('/api/folders', { signal });
}

export function foldersQueryOptions() {
  return queryOptions({
    queryKey: [...foldersKey, 'list'],
    queryFn: ({ signal }) => listFolders({ signal }),
    staleTime: 30_000,
  });
}

export function useFolders() {
  return useQuery(foldersQueryOptions());
}

/** Folder id -> name, for rows that carry only the id. */
export function folderNames(list: FolderList | undefined): ReadonlyMap<string, string> {
  return new Map((list?.items ?? []).map((folder) => [folder.id, folder.name]));
}
