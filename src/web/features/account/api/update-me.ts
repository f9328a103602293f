import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { meSchema, Me, UpdateMe } from '../../../../shared/account';
import { apiCall } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/queries/me';

// PATCH /api/me - change name, username, time zone, default domain or language
export function updateMe(changes: UpdateMe): Promise<Me> {
  return apiCall<typeof meSchema>('/api/me', { method: 'PATCH', body: changes });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
