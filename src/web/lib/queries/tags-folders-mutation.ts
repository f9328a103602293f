import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { foldersKey } from './folders';
import { linkListsKey } from './links';
import { tagsKey } from './tags';

// Tags, folders and links describe each other: a row shows its tags' names and colours and its
// folder's name, and the tags page counts the links of each. A change on one side reads the others
// again.

/** Reads the tags, the folders and every list of links again (what is on screen refetches). */
export function refreshTagsFoldersAndLinks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagsKey }),
    queryClient.invalidateQueries({ queryKey: foldersKey }),
    queryClient.invalidateQueries({ queryKey: linkListsKey }),
  ]);
}

/** After a link is made, changed or deleted: the tags' and folders' counts of links are read again. */
export function refreshLinkCounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagsKey }),
    queryClient.invalidateQueries({ queryKey: foldersKey }),
  ]);
}

/** A change to the workspace's tags or folders, or to which links carry them. */
export function useTagsAndFoldersMutation<TInput, TData>(mutationFn: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshTagsFoldersAndLinks(queryClient),
  });
}
