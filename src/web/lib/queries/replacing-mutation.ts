import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change answered with the whole of what a query reads (settings, the brand): the answer is
 * stored as that query's data, so every reader shows it at once without asking again.
 */
export function useReplacingMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
