import { useMutation, useQueryClient } from '@tanstack/react-query';
import { watchedDomainSchema, type UpdateSchedule, type WatchedDomain } from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { checksQueryOptions, withWatched } from './list-checks';

// PATCH /api/checks/:id - { auto?, interval_minutes? }: the schedule; 400 names interval_minutes,
// 403 limit_reached when the plan's automatic checks are all in use
export async function updateSchedule({
  id,
  changes,
}: {
  id: string;
  changes: UpdateSchedule;
}): Promise<WatchedDomain | null> {
  const answer = await apiFetch<unknown>(`/api/checks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
  // The contract does not name the answer; the domain as it is after, when that is what came.
  const parsed = watchedDomainSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  const { queryKey } = checksQueryOptions();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: async (domain) => {
      if (domain) queryClient.setQueryData(queryKey, (list) => withWatched(list, domain));
      // The count of automatic checks in use and the next run change with it.
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
