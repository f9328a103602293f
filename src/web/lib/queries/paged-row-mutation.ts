import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to one row of a list read a page at a time, answered with the row: the row changes at
 * once in every cached page, then the list is read again, which moves it in or out of a list
 * filtered by what changed.
 */
export function usePagedRowMutation<TInput, TRow, TPages>({
  mutationFn,
  listKey,
  withRow,
}: {
  mutationFn: (input: TInput) => Promise<TRow>;
  listKey: QueryKey;
  /** The cached pages with the row replaced (undefined while nothing is cached). */
  withRow: (pages: TPages | undefined, row: TRow) => TPages | undefined;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (row) => {
      queryClient.setQueriesData<TPages>({ queryKey: listKey }, (pages) => withRow(pages, row));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
