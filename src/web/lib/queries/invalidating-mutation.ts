import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change whose answer does not carry what a query reads: once it is done, that query is asked again. */
export function useInvalidatingMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
