import { queryOptions, useQuery } from '@tanstack/react-query';
import type { linkImportSchema, LinkImport } from '../../../../shared/link-import';
import { apiCall } from '../../../lib/api-client';

// GET /api/links/imports/:id - an import's state and progress, and once done its report

export function getImport(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<LinkImport> {
  return apiCall<typeof linkImportSchema>(`/api/links/imports/${encodeURIComponent(id)}`, { signal });
}

/** While the job creates the links, their progress is asked for this often. */
export const importRefreshMs = 1_000;

export const isRunning = (item: LinkImport | undefined) =>
  item?.state === 'queued' || item?.state === 'running';

export function importQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['links', 'imports', id],
    queryFn: ({ signal }) => getImport(id, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? importRefreshMs : false),
    // A finished import does not change; a preview changes only by our own confirmation.
    staleTime: Infinity,
  });
}

export function useImport(id: string | null) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
}
