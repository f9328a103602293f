import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKey, workspacesQueryOptions } from '../../../lib/queries/workspace';
import { membersQueryOptions } from './list-members';

/**
 * A change to the workspace's people: once done, the members and invitations are read again, and
 * so are the seats (GET /api/workspace); `ownList` also the account's own list of workspaces (it
 * left one).
 */
export function usePeopleMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  { ownList = false }: { ownList?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: workspaceKey }),
        ownList && queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
      ]),
  });
}
