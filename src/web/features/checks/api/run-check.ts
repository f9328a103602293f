import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  checkSummarySchema,
  watchedDomainDetailSchema,
  watchedDomainSchema,
  type CheckSummary,
  type WatchedDomain,
  type WatchedDomainList,
} from '../../../../shared/checks';
import { apiFetch } from '../../../lib/api-client';
import { checkHistoryQueryOptions } from './get-check-history';
import { checkQueryOptions } from './get-check';
import { checksQueryOptions, withWatched } from './list-checks';

// The contract says only "-> the check". The server answers the watched domain with the new check's
// evidence (as GET /api/checks/:id); a plain domain or the check alone are taken too. Whatever came
// is written into the row (and the details) at once, and the list is asked again in any case, so an
// answer of another shape still shows the result.
const ranSchema = z.union([watchedDomainDetailSchema, watchedDomainSchema, checkSummarySchema]);

// POST /api/checks/:id/run - "Check now" (rate limited per account: 429) -> the check
export async function runCheck({ id }: { id: string }): Promise<z.infer<typeof ranSchema> | null> {
  const answer = await apiFetch<unknown>(`/api/checks/${encodeURIComponent(id)}/run`, { method: 'POST' });
  const parsed = ranSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

function withRun(list: WatchedDomainList | undefined, id: string, ran: WatchedDomain | CheckSummary) {
  if ('hostname' in ran) {
    // The list keeps rows, not evidence (that goes to the details' cache).
    const { last_check_detail: _evidence, ...domain } = ran as WatchedDomain & {
      last_check_detail?: unknown;
    };
    return withWatched(list, domain);
  }
  if (!list) return list;
  // The domain's announced state waits for a second check to agree; only the last check changes.
  return {
    ...list,
    domains: list.domains.map((domain) => (domain.id === id ? { ...domain, last_check: ran } : domain)),
  };
}

export function useRunCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCheck,
    onSuccess: async (ran, { id }) => {
      const { queryKey } = checksQueryOptions();
      if (ran) queryClient.setQueryData(queryKey, (list) => withRun(list, id, ran));
      if (ran && 'last_check_detail' in ran) queryClient.setQueryData(checkQueryOptions(id).queryKey, ran);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: checkQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: checkHistoryQueryOptions(id).queryKey }),
      ]);
    },
  });
}
